import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FormItem, type FormItemType, newFormItem } from '../../contract/form.ts';
import type { RealtimeMessage } from '../../contract/index.ts';
import { readConfig } from '../config.ts';
import { forms, pages } from '../db/schema.ts';
import { type SmtpSink, startSmtpSink } from '../mail/testing/smtpSink.ts';
import { seedDemo } from '../seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { publishPageNow } from '../workflow/publishing.ts';

export const item = (type: FormItemType, key: string, change: Partial<FormItem> = {}): FormItem => ({
  ...newFormItem(type, key),
  ...change,
});

export interface FormTest extends TestServer {
  sink: SmtpSink;
  published: RealtimeMessage[];
  /** The server's clock: tests move it. */
  clock: { at: number };
  makeForm: (change?: Partial<typeof forms.$inferInsert>) => Promise<number>;
  makePage: (path: string, html: string, templateId?: number | null) => Promise<void>;
  /** GET a path: status, headers and body. */
  get: (path: string) => Promise<{ status: number; headers: Headers; body: string }>;
  /** Shows the form and posts an answer with the token it was shown with (Origin: this server by default). */
  answer: (
    formId: number,
    fields: Record<string, string | string[]>,
    options?: { headers?: Record<string, string>; files?: Record<string, File>; token?: string },
  ) => Promise<{ status: number; location: string | null; body: string }>;
}

/** The real server over the demo organisation, an SMTP sink for receipts, a clock of its own, no time trap. */
export const setUpFormServer = (): { readonly server: FormTest } => {
  let current: FormTest | undefined;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    const clock = { at: Date.parse('2026-06-01T00:00:00Z') };
    const mail = readConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_IGNORE_TLS: 'true' }).mail;
    const test = await startTestServer({
      seed: async ({ db }) => {
        await seedDemo(db);
      },
      now: () => new Date(clock.at),
      config: { mail, forms: { ratePerTenMinutes: 3, minFillSeconds: 0 } },
    });
    const published: RealtimeMessage[] = [];
    const deliver = test.server.context.publish;
    test.server.context.publish = async (message) => {
      published.push(message);
      await deliver(message);
    };
    const db = test.database.db;
    const get: FormTest['get'] = async (path) => {
      const response = await fetch(`${test.baseUrl}${path}`);
      return { status: response.status, headers: response.headers, body: await response.text() };
    };
    current = {
      ...test,
      sink,
      published,
      clock,
      get,
      makeForm: async (change = {}) => {
        const [row] = await db
          .insert(forms)
          .values({ name: 'お問い合わせ', webId: 1, ownerId: 1, status: 'open', items: [], ...change })
          .returning({ id: forms.id });
        return row?.id ?? 0;
      },
      makePage: async (path, html, templateId = null) => {
        const [page] = await db
          .insert(pages)
          .values({ webId: 1, title: 'フォームのページ', path, html, active: true, templateId })
          .returning({ id: pages.id });
        // The public site serves a page's live snapshot (issue 22): published as a save on website 1 would.
        if (page) await publishPageNow(db, page.id, null);
      },
      answer: async (formId, fields, options = {}) => {
        const shown = await get(`/public/form/${formId}`);
        const token = options.token ?? /name="_token" value="([^"]*)"/u.exec(shown.body)?.[1] ?? '';
        const body = new FormData();
        body.append('_token', token);
        for (const [name, value] of Object.entries(fields))
          for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
        for (const [name, file] of Object.entries(options.files ?? {})) body.append(name, file);
        const response = await fetch(`${test.baseUrl}/public/form/${formId}`, {
          method: 'POST',
          body,
          redirect: 'manual',
          headers: { Origin: test.baseUrl, ...options.headers },
        });
        return { status: response.status, location: response.headers.get('location'), body: await response.text() };
      },
    };
  }, 120_000);
  beforeEach(() => {
    current?.published.splice(0);
  });
  afterAll(async () => {
    await current?.close();
    await current?.sink.close();
  });
  return {
    get server() {
      if (!current) throw new Error('setUpFormServer: the server exists only inside a test');
      return current;
    },
  };
};
