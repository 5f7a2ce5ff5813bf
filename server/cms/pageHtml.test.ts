import { describe, expect, it } from 'vitest';
import { checkPageHtml } from './pageHtml.ts';

const contrastProblems = async (html: string) =>
  (await checkPageHtml(html)).filter((problem) => problem.rule === 'console/inline-contrast');

describe('checkPageHtml: low-contrast inline colours (console/inline-contrast)', () => {
  it('refuses grey #999 text on white, saying the ratio and the 4.5:1 minimum at the style attribute', async () => {
    const problems = await contrastProblems('<p>本文</p>\n<p style="color: #999">薄い文字</p>');
    expect(problems).toEqual([
      {
        line: 2,
        column: 11,
        severity: 'error',
        rule: 'console/inline-contrast',
        message:
          '文字の色と背景の色のコントラスト比が 2.84:1 しかありません。4.5:1 以上になるよう、文字の色を濃く（または背景の色を薄く）してください。',
      },
    ]);
  });

  it('lets #333 on white through, and a page without inline colours', async () => {
    expect(await contrastProblems('<p style="color:#333">濃い文字</p>')).toEqual([]);
    expect(await contrastProblems('<h2>見出し</h2><p>本文</p>')).toEqual([]);
  });

  it('reads named colours, rgb(), hsl() and background-color', async () => {
    expect(await contrastProblems('<p style="color: silver">銀色</p>')).toHaveLength(1);
    expect(await contrastProblems('<p style="color: navy">紺色</p>')).toEqual([]);
    expect(await contrastProblems('<p style="color: rgb(150, 150, 150)">灰色</p>')).toHaveLength(1);
    expect(await contrastProblems('<p style="color: rgb(80 80 80)">濃い灰色</p>')).toEqual([]);
    expect(await contrastProblems('<p style="color: hsl(0 0% 60%)">灰色</p>')).toHaveLength(1);
    expect(await contrastProblems('<p style="color: white; background-color: YELLOW">白と黄</p>')).toHaveLength(1);
    expect(await contrastProblems('<p style="color: white; background-color: #1a1a1a">白と黒</p>')).toEqual([]);
  });

  it('compares with the nearest inline background of an ancestor, the `background` shorthand included', async () => {
    const html =
      '<div style="background: #222 no-repeat">\n<section>\n<p style="color: #555">暗い背景に暗い文字</p>\n</section>\n</div>';
    const problems = await contrastProblems(html);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, message: expect.stringContaining('2.13:1 しかありません') });
    expect(await contrastProblems('<div style="background:#222"><p style="color:#fff">白い文字</p></div>')).toEqual([]);
    // The ancestor's background against the default black text, blamed on the ancestor.
    const dark = await contrastProblems('<div style="background-color: #333">\n<p>黒い文字</p>\n</div>');
    expect(dark).toMatchObject([{ line: 1 }]);
  });

  it('inherits the text colour from an ancestor and lays see-through backgrounds over the ones below', async () => {
    expect(
      await contrastProblems('<div style="color: #fff"><p style="background: #eee">白地に白</p></div>'),
    ).toHaveLength(1);
    // Half-transparent black over white is mid grey: black text on it is 5.28:1, white text on it 3.98:1.
    expect(await contrastProblems('<p style="background: rgba(0, 0, 0, 0.5)">黒い文字</p>')).toEqual([]);
    expect(await contrastProblems('<p style="background: rgba(0, 0, 0, 0.5); color: #fff">白い文字</p>')).toHaveLength(
      1,
    );
  });

  it('reports an element once however much text it colours, and only where it has text', async () => {
    expect(await contrastProblems('<ul style="color:#aaa"><li>一</li><li>二</li><li>三</li></ul>')).toHaveLength(1);
    expect(await contrastProblems('<div style="background:#000"><p style="color:#fff">白</p></div>')).toEqual([]);
  });

  it('leaves alone what the HTML cannot tell: variables, images, gradients', async () => {
    expect(await contrastProblems('<p style="color: var(--muted)">変数</p>')).toEqual([]);
    expect(await contrastProblems('<p style="background: url(bg.png); color: #eee">画像の上</p>')).toEqual([]);
    expect(
      await contrastProblems('<p style="background: linear-gradient(#fff, #000); color: #888">グラデーション</p>'),
    ).toEqual([]);
  });

  it('asks 3:1 of large text (24px, or 18.66px bold)', async () => {
    // #949494 on white is 3.03:1.
    expect(await contrastProblems('<p style="color: #949494; font-size: 24px">大きな文字</p>')).toEqual([]);
    expect(await contrastProblems('<p style="color: #949494; font-size: 14pt; font-weight: bold">太字</p>')).toEqual(
      [],
    );
    expect(await contrastProblems('<h2 style="color: #949494">見出し</h2>')).toEqual([]);
    const small = await contrastProblems('<p style="color: #949494">小さな文字</p>');
    expect(small).toMatchObject([{ message: expect.stringContaining('3.03:1 しかありません。4.5:1 以上') }]);
    const lighter = await contrastProblems('<p style="color: #aaa; font-size: 2rem">大きな薄い文字</p>');
    expect(lighter).toMatchObject([{ message: expect.stringContaining('2.32:1 しかありません。3:1 以上') }]);
  });
});
