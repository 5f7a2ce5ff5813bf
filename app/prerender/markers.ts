/**
 * The sign-in screen is rendered into index.html at build time (scripts/prerenderSignIn.ts), so a signed-out
 * visitor sees it as soon as the page and its stylesheets arrive instead of after the console's code has run
 * and asked the server who they are (issue 15: largest contentful paint). It is a picture of the screen:
 * inert, hidden from assistive technology, its fields disabled; the console removes it when its own first
 * screen is ready (app/prerender/leave.ts).
 */
export const PRERENDERED_ID = 'sign-in-prerendered';

/** Set on `<html>` by index.html's inline script when the picture must not show (app/prerender/gateScript.ts). */
export const PRERENDER_OFF_ATTRIBUTE = 'data-prerender-off';

/**
 * index.html's data block (`<script type="application/json">`, never run) listing the chunks of the
 * console's start (scripts/startAssets.ts): the gate script and the entry preload them from it.
 */
export const START_CHUNKS_ID = 'console-start-chunks';
