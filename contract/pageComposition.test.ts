import { describe, expect, it } from 'vitest';
import { composePage } from './pageComposition.ts';

const theme = {
  head: '<meta charset="utf-8"><meta name="viewport" content="width=device-width">',
  body: '<header>行政機関</header>\n<main>{{page}}</main>',
  style: '.site { color: #1a1a1a; }',
  script: "console.log('theme');",
};
const template = {
  body: '<h1>{{title}}</h1>\n{{content}}\n{{form}}',
  style: '.page { margin: 0; }',
  script: "console.log('template');",
  formStyle: '.form { gap: 1rem; }',
  formScript: "console.log('form');",
};

describe('composePage', () => {
  it('puts the page in the template and the template in the theme, styles in the head, scripts last', () => {
    const page = composePage({ title: 'お知らせ', html: '<p>本文</p>', theme, template });
    expect(page).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="ja">',
        '<head>',
        theme.head,
        '<title>お知らせ</title>',
        '<style>\n.site { color: #1a1a1a; }\n.page { margin: 0; }\n.form { gap: 1rem; }\n</style>',
        '</head>',
        '<body>',
        '<header>行政機関</header>\n<main><h1>お知らせ</h1>\n<p>本文</p>\n</main>',
        "<script>\nconsole.log('theme');\n</script>",
        "<script>\nconsole.log('template');\n</script>",
        "<script>\nconsole.log('form');\n</script>",
        '</body>',
        '</html>',
      ].join('\n'),
    );
  });

  it('without a theme: the template alone, with a charset of its own', () => {
    const page = composePage({ title: 'T', html: '<p>x</p>', theme: null, template });
    expect(page).toContain('<head>\n<meta charset="utf-8">\n<title>T</title>');
    expect(page).toContain('<body>\n<h1>T</h1>\n<p>x</p>\n\n<script>');
    expect(page).not.toContain('.site');
  });

  it('without a template: the page alone in the theme, no style or script of a template', () => {
    const page = composePage({ title: 'T', html: '<p>x</p>', theme, template: null });
    expect(page).toContain('<main><p>x</p></main>');
    expect(page).toContain('<style>\n.site { color: #1a1a1a; }\n</style>');
    expect(page).not.toContain("console.log('template')");
  });

  it('without either: the page in a bare document, without empty style or script elements', () => {
    const page = composePage({ title: 'T', html: '<p>x</p>', theme: null, template: null });
    expect(page).toBe(
      '<!DOCTYPE html>\n<html lang="ja">\n<head>\n<meta charset="utf-8">\n<title>T</title>\n</head>\n<body>\n<p>x</p>\n</body>\n</html>',
    );
  });

  it('escapes the title, in <title> and in the template', () => {
    const page = composePage({ title: '<b>&"', html: '', theme: null, template });
    expect(page).toContain('<title>&lt;b&gt;&amp;&quot;</title>');
    expect(page).toContain('<h1>&lt;b&gt;&amp;&quot;</h1>');
    expect(page).not.toContain('<b>');
  });

  it("keeps `$&`, `$'` and `$1` in the page, title and template as typed (no replacement patterns)", () => {
    const page = composePage({ title: '$& $1', html: "<p>$& $' $` $1</p>", theme, template });
    expect(page).toContain("<p>$& $' $` $1</p>");
    expect(page).toContain('<h1>$&amp; $1</h1>');
    expect(page).toContain('<main><h1>');
  });
});
