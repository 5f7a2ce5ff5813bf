import { sessionPaths } from '../../model/session/paths.ts';
import { storageKeys } from '../../model/session/storage.ts';
import { PRERENDER_OFF_ATTRIBUTE, START_CHUNKS_ID } from './markers.ts';

/**
 * index.html's one inline script, run before the first paint. The sign-in picture is only for `/`, and not
 * for a visitor who signed in and has not signed out (spec §4 writes the login time at each sign-in;
 * sign-out clears the storage), who sees the console's loading state as before instead of a sign-in screen
 * flashing past. Without the picture nothing waits for a paint, so the console's start (the chunks listed
 * in index.html's START_CHUNKS_ID data block) is fetched at once, beside the entry; with it, the entry
 * fetches them once the picture is painted (app/main.tsx). Storage that cannot be read leaves the picture
 * on. The server allows exactly this script by its hash (server/web/inlineScripts.ts); no string reaches a
 * Trusted Types sink (a link's href is none).
 */
export const prerenderGateScript = (): string =>
  [
    'try{',
    `if(location.pathname!==${JSON.stringify(sessionPaths.login)}||localStorage.getItem(${JSON.stringify(storageKeys.loginTime)})!==null){`,
    `document.documentElement.setAttribute(${JSON.stringify(PRERENDER_OFF_ATTRIBUTE)},"");`,
    `for(var h of JSON.parse(document.getElementById(${JSON.stringify(START_CHUNKS_ID)}).textContent)){`,
    'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}',
    '}}catch(_){}',
  ].join('');
