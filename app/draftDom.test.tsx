import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { captureScreenDraft, fillScreenDraft } from './draftDom.ts';

/** A screen as the console renders one: controlled fields in a form inside <main>. */
const NoticeForm = () => {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [important, setImportant] = useState(false);
  const [kind, setKind] = useState('info');
  return (
    <main>
      <form aria-label="お知らせ">
        <label htmlFor="title">
          件名<span aria-hidden="true">必須</span>
        </label>
        <input id="title" name="title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <label htmlFor="body">本文</label>
        <textarea id="body" name="body" value={body} onChange={(event) => setBody(event.target.value)} />
        <label htmlFor="important">重要</label>
        <input
          id="important"
          name="important"
          type="checkbox"
          checked={important}
          onChange={(event) => setImportant(event.target.checked)}
        />
        <label htmlFor="kind">種類</label>
        <select id="kind" name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="info">お知らせ</option>
          <option value="urgent">緊急</option>
        </select>
        <label htmlFor="password">パスワード</label>
        <input id="password" name="password" type="password" defaultValue="secret-1" />
        <label htmlFor="code">コード</label>
        <input id="code" name="code" autoComplete="one-time-code" defaultValue="123456" />
        <output data-testid="state">{JSON.stringify({ title, body, important, kind })}</output>
      </form>
      <form data-draft="off">
        <input name="other" defaultValue="not taken" />
      </form>
    </main>
  );
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the draft read from and written back to a screen', () => {
  test('takes the non-secret fields with their labels, and nothing from opted-out forms', async () => {
    render(<NoticeForm />);
    const fill = (id: string, value: string) =>
      act(async () => {
        const field = document.getElementById(id) as HTMLInputElement;
        await fillScreenDraft(document, {
          email: 'a@example.go.jp',
          path: '/',
          savedAt: 0,
          fields: [{ form: 0, name: field.name, label: '', value }],
        });
      });
    await fill('title', '年末のお知らせ');
    await fill('kind', 'urgent');
    (document.getElementById('important') as HTMLInputElement).click();

    expect(captureScreenDraft(document, '/notice')).toEqual({
      path: '/notice',
      fields: [
        { form: 0, name: 'title', label: '件名', value: '年末のお知らせ' },
        { form: 0, name: 'important', label: '重要', value: true },
        { form: 0, name: 'kind', label: '種類', value: 'urgent' },
      ],
    });
  });

  test('an untouched screen gives no draft', () => {
    render(
      <main>
        <form>
          <input name="empty" />
        </form>
      </main>,
    );
    expect(captureScreenDraft(document, '/')).toBeNull();
  });

  test('fills controlled fields once the screen appears, so React takes the values', async () => {
    const draft = {
      email: 'a@example.go.jp',
      path: '/notice',
      savedAt: 0,
      fields: [
        { form: 0, name: 'title', label: '件名', value: '年末のお知らせ' },
        { form: 0, name: 'body', label: '本文', value: '休止します。' },
        { form: 0, name: 'important', label: '重要', value: true },
        { form: 0, name: 'password', label: 'パスワード', value: 'injected' },
      ],
    };
    // Asked before the screen is there (right after navigating): it waits for the fields.
    const filled = fillScreenDraft(document, draft, 2000);
    render(<NoticeForm />);
    await act(async () => {
      expect(await filled).toBe(3);
    });
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      title: '年末のお知らせ',
      body: '休止します。',
      important: true,
      kind: 'info',
    });
    expect((document.getElementById('password') as HTMLInputElement).value).toBe('secret-1');
  });
});
