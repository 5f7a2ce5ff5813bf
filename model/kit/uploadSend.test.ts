import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { mutationOf } from '../../contract/answers.ts';
import { endpoint } from '../../contract/index.ts';
import { createUploadSend } from './uploadSend.ts';

/** An XMLHttpRequest the test drives: what was opened and sent, and its answer. */
class FakeRequest {
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const uploadApi = endpoint({
  name: 'test.upload',
  method: 'POST',
  path: '/api/test/upload',
  query: z.object({ onConflict: z.enum(['keep', 'replace']).default('keep') }),
  body: 'multipart',
  response: mutationOf({ file: z.object({ id: z.number(), name: z.string() }).optional() }),
  access: { kind: 'signedIn' },
});

const start = (onProgress: (loaded: number, total: number) => void = () => undefined) => {
  const request = new FakeRequest();
  const send = createUploadSend(uploadApi, { request: () => request as unknown as XMLHttpRequest });
  const controller = new AbortController();
  const scope = fork();
  const file = new File(['hello'], '報告.pdf');
  const done = allSettled(send, {
    scope,
    params: { file, query: { onConflict: 'replace' }, signal: controller.signal, onProgress },
  });
  return { request, controller, done, file };
};

describe('createUploadSend: the real send, one XMLHttpRequest per file', () => {
  test('posts the file as the form field `file` to the path with its query, with the session cookie', async () => {
    const progress: number[][] = [];
    const { request, done, file } = start((loaded, total) => progress.push([loaded, total]));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/test/upload?onConflict=replace');
    expect(request.withCredentials).toBe(true);
    expect(request.headers.Accept).toBe('application/json');
    expect(request.body).toBeInstanceOf(FormData);
    const sent = (request.body as FormData).get('file') as File;
    expect(sent.name).toBe(file.name);
    expect(sent.size).toBe(file.size);

    request.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 9 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 });
    expect(progress).toEqual([[3, 9]]);
    request.answer(200, { id: 4, message: 'アップロードしました', file: { id: 4, name: '報告.pdf' } });
    const { value } = (await done) as { value: { ok: boolean; id?: number; file?: unknown } };
    expect(value).toMatchObject({ ok: true, id: 4, file: { id: 4, name: '報告.pdf' } });
  });

  test('a refusal is an outcome with the server’s message', async () => {
    const { request, done } = start();
    request.answer(415, { error: true, message: '中身が一致しません' });
    const { value } = (await done) as { value: { ok: boolean; message?: string } };
    expect(value).toMatchObject({ ok: false, message: '中身が一致しません' });
  });

  test('the signal aborts the request; a lost connection is an outcome too', async () => {
    const { request, controller, done } = start();
    controller.abort();
    expect(request.aborted).toBe(true);
    expect(((await done) as { value: { ok: boolean } }).value.ok).toBe(false);

    const second = start();
    second.request.onerror?.();
    expect(((await second.done) as { value: { ok: boolean } }).value.ok).toBe(false);
  });
});
