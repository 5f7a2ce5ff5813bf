/**
 * The XSS corpus every HTML sink of the console is run through (tests/e2e/xss.e2e.ts, sinks in ./sinks.ts).
 *
 * Written from these public lists (nothing downloaded; from memory of them, adapted so that each payload
 * calls the page's hook instead of alert):
 * - OWASP XSS Filter Evasion Cheat Sheet (cheatsheetseries.owasp.org): IMG/SRC variants, case, whitespace,
 *   entity- and char-coded javascript: URLs, embedded tab/newline/CR, malformed tags, half-open tags, comments;
 * - PortSwigger XSS cheat sheet (portswigger.net/web-security/cross-site-scripting/cheat-sheet): event
 *   handlers × tags, autofocus/onfocus, ontoggle, onbegin, onanimationstart, srcdoc, data: and javascript: URLs;
 * - DOMPurify's bypass history (cure53/DOMPurify advisories and write-ups: Michał Bentkowski 2019 and 2020,
 *   Gareth Heyes, Kévin Mizu 2024, the SAFE_FOR_XML and nesting-depth fixes of 3.1.x): namespace confusion
 *   through svg/math/mglyph/malignmark/annotation-xml/style, noscript/xmp/noembed/noframes/iframe/textarea/
 *   title raw-text mutations, comments and processing instructions in foreign content, form nesting;
 * - html5sec.org (Mario Heiderich's HTML5 Security Cheatsheet): foster parenting, CDATA, SVG use/animate,
 *   formaction, the `form` attribute, srcdoc.
 *
 * Each payload is a function of the script to run (`__xss(17)`, or `parent.__xss(17)` from a frame), so
 * that an execution names its payload. Some cannot run in today's Chromium whatever the sanitiser does
 * (IE's expression(), VBScript, data: frames that are another origin): they stay, because a sanitiser must
 * not rely on that, and the control run shows which ones do run.
 */

export interface XssPayload {
  /** Short and unique: printed when a payload runs. */
  id: string;
  /** Where it comes from (one of the sources above, or the technique). */
  source: string;
  /** The HTML, given the script to run. */
  html: (run: string) => string;
}

/** Every character as a decimal entity: `&#95;&#95;...`. */
const decimal = (text: string) => [...text].map((char) => `&#${char.charCodeAt(0)};`).join('');
/** Every character as a hex entity without the semicolon (OWASP: `&#x6A&#x61...`). */
const hexNoSemicolon = (text: string) => [...text].map((char) => `&#x${char.charCodeAt(0).toString(16)}`).join('');
/** Zero-padded decimal entities (OWASP "long UTF-8 Unicode encoding without semicolons"). */
const padded = (text: string) => [...text].map((char) => `&#${String(char.charCodeAt(0)).padStart(7, '0')}`).join('');
/** The script URL-encoded, for javascript: URLs. */
const urlEncoded = (text: string) => [...text].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');
/** The script as base64 for `eval(atob(...))`. */
const base64 = (text: string) => Buffer.from(text).toString('base64');

type Template = (run: string) => string;
const list = (source: string, prefix: string, templates: readonly Template[]): XssPayload[] =>
  templates.map((html, index) => ({ id: `${prefix}${index + 1}`, source, html }));

/** PortSwigger's matrix, in the parts that run without a click in Chromium (the runner also hovers, focuses and clicks). */
const handlerTags: readonly [string, string][] = [
  ['img', 'src=x'],
  ['image', 'src=x'],
  ['video', 'src=x'],
  ['audio', 'src=x'],
  ['input', 'type=image src=x'],
  ['object', 'data=x'],
  ['link', 'rel=stylesheet href=x'],
  ['script', 'src=x'],
  ['iframe', 'src=x'],
  ['embed', 'src=x'],
  ['track', 'src=x default'],
  ['picture', ''],
];
const eventOnAnything: readonly string[] = [
  'onmouseover',
  'onclick',
  'onfocus',
  'onpointerover',
  'onfocusin',
  'onmouseenter',
  'onauxclick',
  'oncontextmenu',
];
const anyTag: readonly string[] = [
  'a',
  'b',
  'div',
  'span',
  'p',
  'xss',
  'custom-element',
  'details',
  'marquee',
  'button',
  'select',
  'textarea',
  'input',
  'svg',
  'math',
  'table',
  'td',
  'label',
  'abbr',
  'time',
];

const matrix: XssPayload[] = [
  ...handlerTags.map(([tag, attributes], index) => ({
    id: `ps-error-${index + 1}`,
    source: 'PortSwigger: onerror × tags',
    html: (run: string) => `<${tag} ${attributes} onerror=${run}>`,
  })),
  ...anyTag.flatMap((tag, tagIndex) =>
    eventOnAnything.slice(0, tagIndex % 2 === 0 ? 8 : 4).map((event, eventIndex) => ({
      id: `ps-${tag}-${eventIndex + 1}`,
      source: 'PortSwigger: event handlers × tags',
      html: (run: string) =>
        event === 'onfocus' || event === 'onfocusin'
          ? `<${tag} ${event}=${run} autofocus tabindex=1>x</${tag}>`
          : `<${tag} ${event}=${run}>x</${tag}>`,
    })),
  ),
];

const owasp = list('OWASP XSS Filter Evasion Cheat Sheet', 'owasp-', [
  (run) => `<script>${run}</script>`,
  (run) => `<SCRIPT SRC=data:,${run}></SCRIPT>`,
  (run) => `<IMG SRC="javascript:${run};">`,
  (run) => `<IMG SRC=javascript:${run}>`,
  (run) => `<IMG SRC=JaVaScRiPt:${run}>`,
  (run) => `<IMG SRC=\`javascript:${run}\`>`,
  (run) => `<a onmouseover="${run}">xxs link</a>`,
  (run) => `<a onmouseover=${run}>xxs link</a>`,
  (run) => `<IMG """><SCRIPT>${run}</SCRIPT>"\\>`,
  (run) =>
    `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${padded(run)}">`,
  (run) => `<IMG SRC=/ onerror="${run}"></img>`,
  (run) => `<img src=x onerror=${decimal(run)}>`,
  (run) => `<img src=x onerror="${hexNoSemicolon(run)}">`,
  (run) => `<a href="${decimal(`javascript:${run}`)}">x</a>`,
  (run) => `<a href="${padded(`javascript:${run}`)}">x</a>`,
  (run) => `<a href="${hexNoSemicolon(`javascript:${run}`)}">x</a>`,
  (run) => `<a href="jav\tascript:${run};">x</a>`,
  (run) => `<a href="jav&#x09;ascript:${run};">x</a>`,
  (run) => `<a href="jav&#x0A;ascript:${run};">x</a>`,
  (run) => `<a href="jav&#x0D;ascript:${run};">x</a>`,
  (run) => `<a href=" &#14;  javascript:${run};">x</a>`,
  (run) => `<SCRIPT/XSS SRC="data:,${run}"></SCRIPT>`,
  (run) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${run}>`,
  (run) => `<<SCRIPT>${run}//<</SCRIPT>`,
  (run) => `<SCRIPT SRC=data:,${run}?< B >`,
  (run) => `<IMG SRC="\`<javascript:${run}>\`"`,
  (run) => `</TITLE><SCRIPT>${run}</SCRIPT>`,
  (run) => `<INPUT TYPE="IMAGE" SRC="javascript:${run};">`,
  (run) => `<BODY BACKGROUND="javascript:${run}">`,
  (run) => `<IMG DYNSRC="javascript:${run}">`,
  (run) => `<IMG LOWSRC="javascript:${run}">`,
  (run) => `<svg/onload=${run}>`,
  (run) => `<BGSOUND SRC="javascript:${run};">`,
  (run) => `<BR SIZE="&{${run}}">`,
  (run) => `<LINK REL="stylesheet" HREF="javascript:${run};">`,
  (run) => `<STYLE>@im\\port'\\ja\\vasc\\ript:${run}';</STYLE>`,
  (run) => `<IMG STYLE="xss:expr/*XSS*/ession(${run})">`,
  (run) => `<STYLE>.XSS{background-image:url("javascript:${run}");}</STYLE><A CLASS=XSS></A>`,
  (run) => `<STYLE type="text/css">BODY{background:url("javascript:${run}")}</STYLE>`,
  (run) => `<XSS STYLE="behavior: url(xss.htc);" onmouseover=${run}>`,
  (run) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${run};">`,
  (run) => `<IFRAME SRC="javascript:${run};"></IFRAME>`,
  (run) => `<IFRAME SRC=# onmouseover="${run}"></IFRAME>`,
  (run) => `<FRAMESET><FRAME SRC="javascript:${run};"></FRAMESET>`,
  (run) => `<TABLE BACKGROUND="javascript:${run}">`,
  (run) => `<TABLE><TD BACKGROUND="javascript:${run}">`,
  (run) => `<DIV STYLE="background-image: url(javascript:${run})">`,
  (run) => `<DIV STYLE="width: expression(${run});">`,
  (run) => `<BASE HREF="javascript:${run};//">`,
  (run) => `<OBJECT TYPE="text/x-scriptlet" DATA="data:,${run}"></OBJECT>`,
  (run) =>
    `<EMBED SRC="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${run}"/>`)}" type="image/svg+xml">`,
  (run) => `<a href="javascript:${urlEncoded(run)}">x</a>`,
  (run) => `<img\x0csrc=x\x0conerror=${run}>`,
  (run) => `<img/src=x\nonerror=${run}>`,
  (run) => `<img src=x onerror=${run}//`,
  (run) => `<img src=x:x onerror=${run} <b>`,
]);

const urls = list('javascript: and data: URL variants (OWASP, PortSwigger)', 'url-', [
  (run) => `<a href="javascript:${run}">x</a>`,
  (run) => `<a href="JAVASCRIPT:${run}">x</a>`,
  (run) => `<a href="  javascript:${run}">x</a>`,
  (run) => `<a href="\x01javascript:${run}">x</a>`,
  (run) => `<a href="java\nscript:${run}">x</a>`,
  (run) => `<a href="javascript&colon;${run}">x</a>`,
  (run) => `<a href="javascript&#58;${run}">x</a>`,
  (run) => `<a href="javascript&#x3a;${run}">x</a>`,
  (run) => `<a href="javas&#99;ript:${run}">x</a>`,
  (run) => `<a href="&#x6A;avascript:${run}">x</a>`,
  (run) => `<a href="javascript://%0a${run}">x</a>`,
  (run) =>
    `<a href="javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${run}//'>">x</a>`,
  (run) => `<a href="javascript:void(0);${run}">x</a>`,
  (run) => `<a href='javascript:eval(atob("${base64(run)}"))'>x</a>`,
  (run) => `<a href="data:text/html,<script>parent.${run}</script>">x</a>`,
  (run) => `<a href="data:text/html;base64,${base64(`<script>opener.${run}</script>`)}" target=_blank>x</a>`,
  (run) => `<area href="javascript:${run}" shape=rect coords=0,0,100,100>`,
  (run) => `<map name=m><area href="javascript:${run}" shape=default></map><img usemap=#m src=x>`,
  (run) => `<iframe src="javascript:parent.${run}"></iframe>`,
  (run) => `<iframe src="data:text/html,<script>parent.${run}</script>"></iframe>`,
  (run) => `<object data="javascript:parent.${run}"></object>`,
  (run) => `<embed src="javascript:parent.${run}">`,
  (run) => `<form action="javascript:${run}"><input type=submit></form>`,
  (run) => `<form><button formaction="javascript:${run}">x</button></form>`,
  (run) => `<form id=f></form><button form=f formaction="javascript:${run}">x</button>`,
  (run) => `<svg><a xlink:href="javascript:${run}"><text x=20 y=20>x</text></a></svg>`,
  (run) => `<svg><a href="javascript:${run}"><circle r=40></circle></a></svg>`,
  (run) => `<math><a xlink:href="javascript:${run}">x</a></math>`,
  (run) => `<math href="javascript:${run}"><mi>x</mi></math>`,
  (run) => `<img src="x" srcset="javascript:${run}">`,
  (run) => `<video poster="javascript:${run}"></video>`,
  (run) => `<a href="vbscript:${run}">x</a>`,
  (run) => `<a href="livescript:${run}">x</a>`,
]);

const srcdoc = list('srcdoc (PortSwigger, html5sec.org)', 'srcdoc-', [
  (run) => `<iframe srcdoc="<img src=x onerror=parent.${run}>"></iframe>`,
  (run) => `<iframe srcdoc="&lt;img src=x onerror=parent.${run}&gt;"></iframe>`,
  (run) => `<iframe srcdoc="&#60;script&#62;parent.${run}&#60;/script&#62;"></iframe>`,
  (run) => `<iframe srcdoc='<svg onload="parent.${run}">'></iframe>`,
  (run) => `<iframe sandbox="allow-scripts allow-same-origin" srcdoc="<script>parent.${run}</script>"></iframe>`,
  (run) => `<iframe srcdoc="<iframe srcdoc='&lt;img src=x onerror=top.${run}&gt;'></iframe>"></iframe>`,
]);

const events = list('PortSwigger: events that need no interaction', 'auto-', [
  (run) => `<details open ontoggle=${run}>`,
  (run) => `<details ontoggle=${run} open><summary>x</summary></details>`,
  (run) => `<svg><animate onbegin=${run} attributeName=x dur=1s>`,
  (run) => `<svg><set onbegin=${run} attributename=x to=1>`,
  (run) => `<svg><animatetransform onbegin=${run} attributeName=transform>`,
  (run) => `<svg><discard onbegin=${run}>`,
  (run) => `<marquee onstart=${run}>x</marquee>`,
  (run) => `<style>@keyframes x{}</style><b style="animation-name:x" onanimationstart=${run}>x</b>`,
  (run) => `<b style="transition:color 1s" ontransitionrun=${run}>x</b>`,
  (run) => `<body onload=${run}>`,
  (run) => `<body onpageshow=${run}>`,
  (run) => `<svg><svg onload=${run}>`,
  (run) => `<svg><foreignObject><img src=x onerror=${run}></foreignObject></svg>`,
  (run) => `<input autofocus onfocus=${run}>`,
  (run) => `<select autofocus onfocus=${run}></select>`,
  (run) => `<textarea autofocus onfocus=${run}></textarea>`,
  (run) => `<keygen autofocus onfocus=${run}>`,
  (run) => `<xss id=x tabindex=1 onfocus=${run}></xss>`,
  (run) => `<video><source onerror=${run}></video>`,
  (run) => `<audio src onloadstart=${run}>`,
  (run) => `<video src=x onloadstart=${run}>`,
  (run) => `<img src=x onerror=eval(atob('${base64(run)}'))>`,
  (run) => `<img src=x onerror=window['ev'+'al']('${run}')>`,
  (run) => `<img src=x onerror=\\u005f_xss(${run.replace(/\D/g, '')})>`,
  (run) => `<img src=x onerror=top[atob('X194c3M=')](${run.replace(/\D/g, '')})>`,
  (run) => `<img src=x onerror=setTimeout('${run}')>`,
  (run) => `<img src onerror=${run}>`,
  (run) => `<img src=1 onerror=${run}>`,
  (run) => `<IMG SRC=x ONERROR=${run}>`,
  (run) => `<img src="x" onerror="${run}">`,
  (run) => `<img src='x' onerror='${run}'>`,
  (run) => `<img src=x onerror=\`${run}\`>`,
  (run) => `<img src=x o&#110;error=${run}>`,
  (run) => `<img src=x onerror\x0b=${run}>`,
  (run) => `<picture><source srcset=x><img src=x onerror=${run}></picture>`,
  (run) => `<object data=x onerror=${run}></object>`,
  (run) => `<style onload=${run}></style>`,
  (run) => `<link rel=stylesheet href=data:, onload=${run}>`,
  (run) => `<iframe onload=${run}></iframe>`,
  (run) => `<embed src=x onload=${run}>`,
]);

const mutation = list('DOMPurify bypass history and mutation XSS', 'mxss-', [
  // 2.0.0, Michał Bentkowski (2019): svg + p ends foreign content on re-parse.
  (run) => `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`,
  // 2.0.17, Michał Bentkowski (2020): mglyph/malignmark in math via form nesting.
  (run) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`,
  (run) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${run}&gt;">`,
  (run) =>
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${run}>"></style></h1>`,
  (run) => `<math><mtext><table><malignmark><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${run}&gt;">`,
  // 3.1.0 and 3.1.1 (2024): annotation-xml and foreignobject namespace switches.
  (run) => `<svg><annotation-xml encoding="text/html"><style><img src=x onerror=${run}></style></annotation-xml></svg>`,
  (run) =>
    `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${run}></style></annotation-xml></math>`,
  (run) => `<svg><a><foreignobject><a><table><a></table><style><!--</style></svg><a id="--><img src onerror=${run}>">`,
  (run) =>
    `<math><annotation-xml encoding="application/xhtml+xml"><style><img src=x onerror=${run}></style></annotation-xml></math>`,
  // SAFE_FOR_XML (3.1.3): comments and processing instructions in foreign content.
  (run) => `<svg><!--<img src=x onerror=${run}>--></svg>`,
  (run) => `<svg><?a <img src=x onerror=${run}>?></svg>`,
  (run) => `<svg><style><!--</style><img src=x onerror=${run}>--></style></svg>`,
  (run) => `<svg><![CDATA[><img src=x onerror=${run}>]]></svg>`,
  (run) => `<![CDATA[><img src=x onerror=${run}>]]>`,
  (run) => `<!--><img src=x onerror=${run}>-->`,
  (run) => `<!--a--!><img src=x onerror=${run}>-->`,
  (run) => `<? <img src=x onerror=${run}> ?>`,
  // Style in foreign content is markup, in HTML text: the classic confusion.
  (run) => `<svg><style><img src=x onerror=${run}></style></svg>`,
  (run) => `<math><style><img src=x onerror=${run}></style></math>`,
  (run) => `<svg><p><style><img src=x onerror=${run}></style>`,
  (run) => `<svg><style>&lt;img src=x onerror=${run}&gt;</style></svg>`,
  (run) => `<svg><title><img src=x onerror=${run}></title></svg>`,
  (run) => `<svg><desc><img src=x onerror=${run}></desc></svg>`,
  (run) => `<math><mi><img src=x onerror=${run}></mi></math>`,
  (run) => `<math><mglyph><img src=x onerror=${run}></mglyph></math>`,
  // Raw-text elements whose content is text in the page and markup where scripting is off (DOMParser).
  (run) => `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`,
  (run) => `<noscript><img src=x onerror=${run}></noscript>`,
  (run) => `<xmp><p title="</xmp><img src=x onerror=${run}>"></xmp>`,
  (run) => `<noembed><p title="</noembed><img src=x onerror=${run}>"></noembed>`,
  (run) => `<noframes><p title="</noframes><img src=x onerror=${run}>"></noframes>`,
  (run) => `<iframe><p title="</iframe><img src=x onerror=${run}>"></iframe>`,
  (run) => `<textarea><p title="</textarea><img src=x onerror=${run}>"></textarea>`,
  (run) => `<title><p title="</title><img src=x onerror=${run}>"></title>`,
  (run) => `<style><p title="</style><img src=x onerror=${run}>"></style>`,
  (run) => `<template><img src=x onerror=${run}></template>`,
  (run) => `<template><style></template><img src=x onerror=${run}></style></template>`,
  (run) => `<select><template><style></template><img src=x onerror=${run}></style></template></select>`,
  (run) => `<plaintext><img src=x onerror=${run}>`,
  (run) => `<script type="text/template"><img src=x onerror=${run}></script>`,
  // Foster parenting and attributes that become markup on re-serialisation.
  (run) => `<table><img src=x onerror=${run}></table>`,
  (run) => `<table><td><img src=x onerror=${run}></td></table>`,
  (run) => `<p title="</p><img src=x onerror=${run}>">x</p>`,
  (run) => `<a title="a<!--"><img src=x onerror=${run}>--></a>`,
  (run) => `<img src=x alt="<img src=x onerror=${run}>">`,
  (run) => `<a href="https://example.go.jp/" title="&quot;&gt;&lt;img src=x onerror=${run}&gt;">x</a>`,
  // Nesting deep enough to once make DOMPurify and the browser disagree (3.1.3, CVE-2024-45801).
  (run) => `${'<div>'.repeat(520)}<img src=x onerror=${run}>${'</div>'.repeat(520)}`,
  (run) => `${'<form><math><mtext>'.repeat(60)}<mglyph><style></math><img src onerror=${run}>`,
  // DOM clobbering and attributes a sanitiser must not trust.
  (run) => `<img name=getElementById><img src=x onerror=${run}>`,
  (run) => `<form id=attributes><input name=onerror value=${run}></form><img src=x onerror=${run}>`,
  (run) => `<a id=__proto__ href="javascript:${run}">x</a>`,
  (run) =>
    `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='x' onerror='${run}'/&gt;&lt;/svg&gt;#x"></use></svg>`,
  (run) =>
    `<svg><animate xlink:href=#x attributeName=href values="javascript:${run}" /><a id=x><text x=20 y=20>x</text></a></svg>`,
  (run) => `<svg><set attributeName=onmouseover to=${run} /></svg>`,
  (run) => `<svg><script href=data:,${run} />`,
  (run) => `<svg><script>${run}</script></svg>`,
  (run) => `<math><maction actiontype=statusline xlink:href="javascript:${run}">x</maction></math>`,
  (run) => `<isindex type=image src=1 onerror=${run}>`,
  (run) => `<frameset onload=${run}>`,
]);

/** The whole corpus, in a fixed order. */
export const xssPayloads: readonly XssPayload[] = [...owasp, ...urls, ...srcdoc, ...events, ...matrix, ...mutation];
