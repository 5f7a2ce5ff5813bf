/**
 * The sign-in screen is rendered into index.html at build time (scripts/prerenderSignIn.ts), so a signed-out
 * visitor sees it, and can fill it in, as soon as the page and its stylesheets arrive instead of after the
 * console's code has run and asked the server who they are (issue 15). Until then it is the form itself,
 * without code: what is typed stays in its fields, and sending it is held by index.html's gate script
 * (app/prerender/gateScript.ts). When the console's first screen is ready it takes the picture's place,
 * with what was typed and, if it was sent, sends it (app/prerender/handOver.ts).
 */
export const PRERENDERED_ID = 'sign-in-prerendered';

/** Set on `<html>` by index.html's inline script when the picture must not show (app/prerender/gateScript.ts). */
export const PRERENDER_OFF_ATTRIBUTE = 'data-prerender-off';

/** Set on the picture's form by the gate script when it was sent before the console could send it. */
export const PICTURE_SENT_ATTRIBUTE = 'data-sent';

/**
 * A `<template>` in the picture holding the busy mark the console's buttons show while sending (ui/Spinner):
 * the gate script puts a copy into the picture's button when it holds a sending.
 */
export const BUSY_MARK_ID = 'sign-in-busy-mark';

/**
 * The performance mark the entry sets when it runs while the picture shows: the picture's form has been
 * usable since (its markup parsed, its stylesheets applied: module scripts wait for both). The bench counts
 * what was fetched before it (tests/bench/figures/bytes.ts).
 */
export const SIGN_IN_USABLE_MARK = 'console:sign-in-usable';

/**
 * index.html's data block (`<script type="application/json">`, never run) listing the chunks of the
 * console's start (scripts/startAssets.ts): the gate script and the entry preload them from it.
 */
export const START_CHUNKS_ID = 'console-start-chunks';
