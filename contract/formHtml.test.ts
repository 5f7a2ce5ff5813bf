import { describe, expect, it } from 'vitest';
import { type FormItem, type FormItemType, newFormItem } from './form.ts';
import { formIdsIn, formMarker, formMarkerPattern, renderFormHtml } from './formHtml.ts';

const item = (type: FormItemType, key: string, change: Partial<FormItem> = {}): FormItem => ({
  ...newFormItem(type, key),
  ...change,
});
const form = (items: FormItem[]) => ({ id: 7, name: 'お問い合わせ', items });

describe('renderFormHtml', () => {
  it('posts multipart to the action, with the token, the honeypot and the submit button', () => {
    const html = renderFormHtml(form([item('text', 'name')]), { action: '/public/form/7', token: 'abc' });
    expect(html).toContain('<form class="cms-form" id="cms-form-7" method="post" enctype="multipart/form-data"');
    expect(html).toContain('action="/public/form/7"');
    expect(html).toContain('<input type="hidden" name="_token" value="abc">');
    expect(html).toMatch(/<div class="cms-form-hp" aria-hidden="true"[^>]*>.*tabindex="-1" autocomplete="off"/u);
    expect(html).toContain('<button type="submit" class="cms-form-submit">送信する</button>');
    expect(html).not.toContain('<script');
  });

  it('escapes labels, help, options and values', () => {
    const html = renderFormHtml(
      form([
        item('text', 'name', { label: '<b>名前</b>', help: '"help" & <i>' }),
        item('select', 'pick', { options: ['<x>', 'a"b'] }),
      ]),
      { values: { name: '"><script>alert(1)</script>', pick: 'a"b' } },
    );
    expect(html).not.toContain('<b>名前</b>');
    expect(html).toContain('&lt;b&gt;名前&lt;/b&gt;');
    expect(html).toContain('&quot;help&quot; &amp; &lt;i&gt;');
    expect(html).toContain('<option value="&lt;x&gt;">&lt;x&gt;</option>');
    expect(html).toContain('<option value="a&quot;b" selected>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });

  it('gives each type its input', () => {
    const html = renderFormHtml(
      form([
        item('text', 'a', { minLength: 2, maxLength: 10 }),
        item('textarea', 'b'),
        item('email', 'c'),
        item('tel', 'd'),
        item('number', 'e', { min: 1, max: 9 }),
        item('date', 'f'),
        item('radio', 'g'),
        item('checkbox', 'h'),
        item('select', 'i'),
        item('file', 'j', { accept: ['pdf', 'png'] }),
        item('consent', 'k', { label: '個人情報の取扱いに同意します' }),
      ]),
    );
    expect(html).toMatch(/<input type="text" id="cms-form-7-a" name="a" minlength="2" maxlength="10"/u);
    expect(html).toContain('<textarea id="cms-form-7-b" name="b" maxlength="2000"');
    expect(html).toContain('<input type="email" id="cms-form-7-c" name="c"');
    expect(html).toContain('<input type="tel" id="cms-form-7-d" name="d"');
    expect(html).toContain('<input type="number" id="cms-form-7-e" name="e" min="1" max="9"');
    expect(html).toContain('<input type="date" id="cms-form-7-f" name="f"');
    expect(html).toMatch(
      /<fieldset><legend>単一選択<\/legend>.*<input type="radio" id="cms-form-7-g-1" name="g" value="選択肢1">/u,
    );
    expect(html).toContain('<input type="checkbox" id="cms-form-7-h-2" name="h" value="選択肢2">');
    expect(html).toContain('<select id="cms-form-7-i" name="i"><option value="">選択してください</option>');
    expect(html).toContain(
      '<input type="file" id="cms-form-7-j" name="j" aria-describedby="cms-form-7-j-help" accept=".pdf,.png">',
    );
    expect(html).toMatch(
      /<input type="checkbox" id="cms-form-7-k" name="k" required value="on"><label for="cms-form-7-k">個人情報の取扱いに同意します <span class="cms-form-required">必須<\/span><\/label>/u,
    );
  });

  it('labels, marks required and links help', () => {
    const html = renderFormHtml(form([item('text', 'name', { label: '氏名', required: true, help: '全角で' })]));
    expect(html).toContain('<label for="cms-form-7-name">氏名 <span class="cms-form-required">必須</span></label>');
    expect(html).toContain('<p class="cms-form-help" id="cms-form-7-name-help">全角で</p>');
    expect(html).toContain('name="name" required aria-describedby="cms-form-7-name-help"');
  });

  it('shows errors beside fields and in a summary linking to them', () => {
    const html = renderFormHtml(form([item('text', 'name'), item('radio', 'kind')]), {
      errors: { name: '「氏名」を入力してください', kind: '「種別」を選んでください', _form: '送信が早すぎます' },
    });
    expect(html).toMatch(/<div class="cms-form-errors" role="alert"/u);
    expect(html).toContain('<li>送信が早すぎます</li>');
    expect(html).toContain('<a href="#cms-form-7-name">「氏名」を入力してください</a>');
    expect(html).toContain('<a href="#cms-form-7-kind-1">');
    expect(html).toContain('aria-describedby="cms-form-7-name-error" aria-invalid="true"');
    expect(html).toContain('<p class="cms-form-error" id="cms-form-7-name-error">「氏名」を入力してください</p>');
    expect(renderFormHtml(form([item('text', 'name')]))).not.toContain('role="alert"');
  });

  it('keeps values: text, choices, consent; never a file', () => {
    const html = renderFormHtml(
      form([
        item('textarea', 'body'),
        item('checkbox', 'h'),
        item('radio', 'g'),
        item('consent', 'ok'),
        item('file', 'f'),
      ]),
      { values: { body: '本文<>', h: ['選択肢1', '選択肢2'], g: '選択肢2', ok: 'on', f: 'x.pdf' } },
    );
    expect(html).toContain('>本文&lt;&gt;</textarea>');
    expect(html).toContain('name="h" value="選択肢1" checked');
    expect(html).toContain('name="h" value="選択肢2" checked');
    expect(html).toContain('name="g" value="選択肢2" checked');
    expect(html).not.toContain('name="g" value="選択肢1" checked');
    expect(html).toContain('name="ok" required value="on" checked');
    expect(html).not.toContain('x.pdf');
  });
});

describe('form markers', () => {
  it('writes and finds them', () => {
    expect(formMarker(3)).toBe('{{form:3}}');
    const content = `<p>a</p>${formMarker(3)}<p>${formMarker(12)}</p>${formMarker(3)}{{form:x}}`;
    expect(formIdsIn(content)).toEqual([3, 12]);
    expect(content.replace(formMarkerPattern, '')).toBe('<p>a</p><p></p>{{form:x}}');
  });
});
