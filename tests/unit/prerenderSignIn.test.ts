import { describe, expect, it } from 'vitest';
import { classesWithoutStyles, linkedStylesheets, withPrerenderedSignIn } from '../../scripts/prerenderSignIn.ts';

const HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <title>管理コンソール</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/start-1.css">
    <link rel="stylesheet" crossorigin href="/assets/login-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('index.html with the sign-in picture', () => {
  const html = withPrerenderedSignIn(HTML, {
    markup: '<main class="a"><h1>ログイン</h1><form aria-label="x"><input name="email"></form></main>',
    busyMark: '<span class="s"></span>',
    gateScript: 'gate()',
    startChunks: ['/assets/start-1.js'],
  });

  it('puts the picture, a usable form sent by POST were no script to hold it, and its busy mark before the root', () => {
    expect(html).toContain(
      '<div id="sign-in-prerendered"><main class="a"><h1>ログイン</h1><form method="post" aria-label="x"><input name="email"></form></main><template id="sign-in-busy-mark"><span class="s"></span></template></div>\n    <div id="root"></div>',
    );
  });

  it('lists the start, runs the gate and links the stylesheets right after the title, before any script', () => {
    const head = html.slice(html.indexOf('</title>'), html.indexOf('<script type="module"'));
    expect(head).toContain('<script type="application/json" id="console-start-chunks">["/assets/start-1.js"]</script>');
    expect(head).toContain('<script>gate()</script>');
    expect(linkedStylesheets(head)).toEqual(['assets/start-1.css', 'assets/login-1.css']);
    expect(linkedStylesheets(html)).toEqual(['assets/start-1.css', 'assets/login-1.css']);
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<script'));
  });

  it('asks for the module scripts at low priority', () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-1.js">');
  });

  it('refuses a page without its root element or title, and a screen without its form', () => {
    const options = { markup: '', busyMark: '', gateScript: '', startChunks: [] };
    expect(() => withPrerenderedSignIn(HTML.replace('<div id="root"></div>', ''), options)).toThrow(/root/);
    expect(() => withPrerenderedSignIn(HTML.replace(/<title>.*<\/title>/, ''), options)).toThrow(/title/);
    expect(() => withPrerenderedSignIn(HTML, { ...options, markup: '<main><h1>ログイン</h1></main>' })).toThrow(/form/);
  });
});

describe('classes the picture uses that no linked stylesheet defines', () => {
  it('names them, and accepts the ones defined', () => {
    const markup = '<main class="giwi1v0 x_1"><p class="giwi1v4">text</p><b class="missing"></b></main>';
    const css = '.giwi1v0{display:grid}.x_1:hover{color:red}.giwi1v4{margin:0}';
    expect(classesWithoutStyles(markup, css)).toEqual(['missing']);
  });
});
