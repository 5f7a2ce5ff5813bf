import { sessionPaths } from '../../model/session/paths.ts';
import { storageKeys } from '../../model/session/storage.ts';
import {
  BUSY_MARK_ID,
  PICTURE_SENT_ATTRIBUTE,
  PRERENDER_OFF_ATTRIBUTE,
  PRERENDERED_ID,
  START_CHUNKS_ID,
} from './markers.ts';

/**
 * index.html's one inline script, run before the first paint. The sign-in picture is only for `/`, and not
 * for a visitor who signed in and has not signed out (spec §4 writes the login time at each sign-in;
 * sign-out clears the storage), who sees the console's loading state as before instead of a sign-in screen
 * flashing past. Without the picture nothing waits for a paint, so the console's start (the chunks listed
 * in index.html's START_CHUNKS_ID data block) is fetched at once, beside the entry; with it, the entry
 * fetches them once the picture is painted (app/main.tsx). Storage that cannot be read leaves the picture
 * on.
 *
 * With the picture on, its form can be filled in before the console runs; sending it is held here (the
 * browser would otherwise send it itself, to nowhere), marked on the form and its button shown busy as the
 * console shows it (aria-busy, and the busy mark from index.html's BUSY_MARK_ID template), and
 * the console sends it when it takes over (app/prerender/handOver.ts).
 *
 * The server allows exactly this script by its hash (server/web/inlineScripts.ts); no string reaches a
 * Trusted Types sink (a link's href is none).
 */
export const prerenderGateScript = (): string =>
  [
    '(function(){',
    `var o=location.pathname!==${JSON.stringify(sessionPaths.login)};`,
    `try{o=o||localStorage.getItem(${JSON.stringify(storageKeys.loginTime)})!==null}catch(_){}`,
    'if(o){',
    `document.documentElement.setAttribute(${JSON.stringify(PRERENDER_OFF_ATTRIBUTE)},"");`,
    `try{for(var h of JSON.parse(document.getElementById(${JSON.stringify(START_CHUNKS_ID)}).textContent)){`,
    'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}',
    '}catch(_){}',
    '}else document.addEventListener("submit",function(e){',
    `var f=e.target;if(!f.closest(${JSON.stringify(`#${PRERENDERED_ID}`)}))return;`,
    `e.preventDefault();f.setAttribute(${JSON.stringify(PICTURE_SENT_ATTRIBUTE)},"");`,
    `var b=f.querySelector("button[type=submit]"),t=document.getElementById(${JSON.stringify(BUSY_MARK_ID)});`,
    'if(!b||b.hasAttribute("aria-busy"))return;',
    'if(t)b.prepend(t.content.cloneNode(true));b.setAttribute("aria-busy","true");b.setAttribute("aria-disabled","true")',
    '},true)',
    '})()',
  ].join('');
