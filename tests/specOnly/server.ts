import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  codeIsValid,
  SPEC_ONLY_PASSWORD,
  type SpecAccount,
  seedDomains,
  seedForms,
  seedGroups,
  seedMailHistory,
  seedMailings,
  seedNotices,
  seedPages,
  seedWebs,
  specAccounts,
} from './data.ts';
import { createSpecHub } from './hub.ts';

/**
 * A stand-in for the agency's own server: it answers only the calls and fields of the spec (§3, §7), under
 * the spec's names, with bare lists and items, account and notice types of its own, and no call of ours
 * (no `GET /api/realtime/negotiate`: 404). It serves the built console like server/web does, and runs a
 * socket.io hub at the spec's path. Everything lives in memory and starts afresh with each server.
 */

const SESSION_COOKIE = 'sid';
const root = resolve(import.meta.dirname, '../..');

export interface SpecOnlyOptions {
  /** The built console (default `CONSOLE_DIR`, else `dist`), relative to the repository or absolute. */
  consoleDir?: string;
  host?: string;
  /** 0 (the default): a free port the system picks. */
  port?: number;
  hub?: string;
}

export interface SpecOnlyServer {
  baseUrl: string;
  /** Consoles connected to the hub now. */
  connectedConsoles: () => number;
  stop: () => Promise<void>;
}

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ error: true, message });

const GroupBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  permission: z.array(z.number().int().min(0)).length(7),
  description: z.string().max(500),
});
const NoticeBody = z.strictObject({ type: z.string().min(1), content: z.string().min(1), important: z.boolean() });
const IdParams = z.object({ id: z.coerce.number().int().positive() });
/**
 * Spec §7.1 shows no body for creating or changing a page: the console's body (title, path, template, version:
 * ours) is taken, and only the spec's `html` kept. The HTML check's body is the spec's (`html`), strictly.
 */
const PageBody = z.object({ html: z.string() });
/** The spec's update fields of a form (§7.1); anything else sent (a version) is dropped. */
const FormUpdate = z.object({
  name: z.string(),
  status: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  items: z.array(z.looseObject({ key: z.string(), label: z.string(), type: z.string(), required: z.boolean() })),
  limitAnswer: z.number(),
  useNotice: z.boolean(),
  errorContent: z.string(),
  successContent: z.string(),
});
const ValidateBody = z.strictObject({ html: z.string() });
const ActiveBody = z.strictObject({ active: z.boolean() });

/** Paths the console never owns: there an unknown path is a JSON 404, never index.html. */
const NOT_SPA = ['/api/', '/auth', '/clients/', '/assets/'];

export const startSpecOnlyServer = async (options: SpecOnlyOptions = {}): Promise<SpecOnlyServer> => {
  const consoleDir = resolve(root, options.consoleDir ?? process.env.CONSOLE_DIR ?? 'dist');
  if (!existsSync(resolve(consoleDir, 'index.html'))) throw new Error(`${consoleDir} has no built console`);
  const groups = seedGroups();
  const notices = seedNotices();
  const domains = seedDomains();
  const webs = seedWebs();
  const mailings = seedMailings();
  const mailHistory = seedMailHistory();
  const pages = seedPages();
  const forms = seedForms();
  const sessions = new Map<string, number>();

  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(fastifyCookie);
  const sessionOf = (cookieHeader: string | undefined) => {
    const token = app.parseCookie(cookieHeader ?? '')[SESSION_COOKIE];
    return token && sessions.has(token) ? token : undefined;
  };
  const hub = createSpecHub(app.server, options.hub ?? 'console', sessionOf);

  const accountOf = (request: FastifyRequest): SpecAccount | undefined => {
    const token = sessionOf(request.headers.cookie);
    return specAccounts.find((account) => account.id === (token && sessions.get(token)));
  };
  const tokenInfoOf = (account: SpecAccount) => {
    const group = groups.find((candidate) => candidate.id === account.groupId);
    return {
      id: account.id,
      email: account.email,
      name: account.name,
      groupId: account.groupId,
      groupName: group?.name ?? '',
      type: account.type,
      workflow: account.workflow,
      permissions: [...(group?.permission ?? [0, 0, 0, 0, 0, 0, 0])],
    };
  };
  const byCredentials = (email: unknown, password: unknown) =>
    password === SPEC_ONLY_PASSWORD ? specAccounts.find((account) => account.email === email) : undefined;
  const wrongCredentials = { error: true, message: 'メールアドレスまたはパスワードが違います。' };

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    if (error instanceof z.ZodError) {
      const [issue] = error.issues;
      return fail(reply, 400, `受け付けられない値です (${issue?.path.join('.') || '本文'}: ${issue?.message})`);
    }
    return fail(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 500, error.message);
  });

  // ── authentication (spec §7.1) ──────────────────────────────────────────────────────────────────
  app.get('/auth', async (request) => {
    const account = accountOf(request);
    return account ? { tokenInfo: tokenInfoOf(account) } : { error: true, message: 'ログインしていません。' };
  });
  app.post('/auth/login', async (request) => {
    const body = (request.body ?? {}) as { email?: unknown; password?: unknown };
    return byCredentials(body.email, body.password) ? { require: 'otp' } : wrongCredentials;
  });
  app.post('/auth/login/verify/:email', async (request, reply) => {
    const { email } = request.params as { email: string };
    const body = (request.body ?? {}) as { password?: unknown; token?: unknown };
    const account = byCredentials(email, body.password);
    if (!account) return wrongCredentials;
    if (typeof body.token !== 'string' || !codeIsValid(account, body.token)) {
      return { error: true, message: 'ワンタイムパスワードが違います。' };
    }
    const token = randomBytes(24).toString('base64url');
    sessions.set(token, account.id);
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { tokenInfo: tokenInfoOf(account) };
  });
  app.post('/auth/logout', async (request, reply) => {
    const token = sessionOf(request.headers.cookie);
    if (token) {
      sessions.delete(token);
      hub.dropSession(token);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return {};
  });
  app.get('/common.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send('body { line-height: 1.7; }\n'),
  );

  // ── public start-up calls ─────────────────────────────────────────────────────────────────────────
  // signinAge as text, which the spec allows (§3 "given as text or number").
  app.get('/api/config', async () => ({ data: { signinAge: '3600000' } }));
  app.get('/api/domain', async () => domains);

  // ── signed-in calls ───────────────────────────────────────────────────────────────────────────────
  await app.register(async (api) => {
    api.addHook('preHandler', async (request, reply) => {
      if (!accountOf(request)) return fail(reply, 401, 'ログインしてください。');
    });

    api.get('/api/notice', async (request) => {
      const { max } = request.query as { max?: string };
      return notices.slice(0, max ? Number(max) : 20);
    });
    api.get('/api/notice/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      return notices.find((notice) => notice.id === id) ?? fail(reply, 404, 'お知らせが見つかりません。');
    });
    api.post('/api/notice', async (request) => {
      const body = NoticeBody.parse(request.body);
      const id = Math.max(0, ...notices.map((notice) => notice.id)) + 1;
      notices.unshift({ id, ...body });
      hub.publish('system-notice', 'created', id);
      return { id };
    });

    // Spec §7.1 mailing lists and mail history, bare: the spec's fields of §3 only (the history has none but id).
    api.get('/api/mailing', async () => mailings);
    api.get('/api/mailing/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      return mailings.find((mailing) => mailing.id === id) ?? fail(reply, 404, 'メーリングリストが見つかりません。');
    });
    api.get('/api/mail/history', async () => mailHistory);

    // Spec §7.1 forms, bare: the spec's fields of §3 only. An update carries no version (none is kept) and
    // takes the spec's update fields as sent.
    api.get('/api/form', async () => forms);
    api.get('/api/form/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      return forms.find((form) => form.id === id) ?? fail(reply, 404, 'フォームが見つかりません。');
    });
    api.put('/api/form/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      const form = forms.find((candidate) => candidate.id === id);
      if (!form) return fail(reply, 404, 'フォームが見つかりません。');
      const body = FormUpdate.parse(request.body);
      Object.assign(form, body);
      // No event: this stand-in's hub (tests/specOnly/hub.ts) announces groups, notices and pages only.
      return {};
    });

    // Spec §6: approvers and workflows load for every signed-in user; §3 gives each only its id.
    api.get('/api/author', async () => [{ id: 1 }]);
    api.get('/api/workflow', async () => [{ id: 1 }, { id: 2 }]);

    // Spec §6: websites load at CMS 1 (the side navigation has one entry per website, §2.6).
    api.get('/api/cms/web', async () => webs);
    // Spec §7.1 pages: bare, the spec's fields only (§3: id, html, active).
    api.get('/api/cms/page', async () => pages);
    api.get('/api/cms/page/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      return pages.find((page) => page.id === id) ?? fail(reply, 404, 'ページが見つかりません。');
    });
    // A new page keeps only its html, and starts inactive.
    api.post('/api/cms/page', async (request) => {
      const { html } = PageBody.parse(request.body);
      const id = Math.max(0, ...pages.map((page) => page.id)) + 1;
      pages.push({ id, html, active: false });
      hub.publish('cms-page', 'created', id);
      return { id };
    });
    // The console's title, path, template and version are accepted and dropped: this server keeps html only.
    api.put('/api/cms/page/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      const { html } = PageBody.parse(request.body);
      const page = pages.find((candidate) => candidate.id === id);
      if (!page) return fail(reply, 404, 'ページが見つかりません。');
      page.html = html;
      hub.publish('cms-page', 'updated', id);
      return {};
    });
    api.patch('/api/cms/page/:id/active', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      const { active } = ActiveBody.parse(request.body);
      const page = pages.find((candidate) => candidate.id === id);
      if (!page) return fail(reply, 404, 'ページが見つかりません。');
      page.active = active;
      hub.publish('cms-page', 'updated', id);
      return {};
    });
    api.delete('/api/cms/page/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      const index = pages.findIndex((page) => page.id === id);
      if (index < 0) return fail(reply, 404, 'ページが見つかりません。');
      pages.splice(index, 1);
      hub.publish('cms-page', 'deleted', id);
      return {};
    });
    // The spec shows no result for the HTML check: this server's says nothing of problems.
    api.post('/api/cms/validate', async (request) => {
      ValidateBody.parse(request.body);
      return {};
    });
    // Nor for checkUsed: an empty answer.
    api.patch('/api/cms/page/checkUsed/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      return pages.some((page) => page.id === id) ? {} : fail(reply, 404, 'ページが見つかりません。');
    });

    api.get('/api/group', async () => groups);
    api.get('/api/group/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      return groups.find((group) => group.id === id) ?? fail(reply, 404, '組織が見つかりません。');
    });
    api.post('/api/group', async (request) => {
      const body = GroupBody.parse(request.body);
      const id = Math.max(0, ...groups.map((group) => group.id)) + 1;
      groups.push({ id, ...body });
      hub.publish('group', 'created', id);
      return { id };
    });
    // Strict: a field the spec does not name (a version, say) is refused, not ignored.
    api.put('/api/group/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      const body = GroupBody.parse(request.body);
      const group = groups.find((candidate) => candidate.id === id);
      if (!group) return fail(reply, 404, '組織が見つかりません。');
      Object.assign(group, body);
      hub.publish('group', 'updated', id);
      return {};
    });
    api.delete('/api/group/:id', async (request, reply) => {
      const { id } = IdParams.parse(request.params);
      const index = groups.findIndex((group) => group.id === id);
      if (index < 0) return fail(reply, 404, '組織が見つかりません。');
      groups.splice(index, 1);
      hub.publish('group', 'deleted', id);
      return {};
    });
  });

  // ── the built console, with client-side routes answered by index.html ───────────────────────────────
  await app.register(fastifyStatic, { root: consoleDir });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || NOT_SPA.some((prefix) => path.startsWith(prefix))) {
      return fail(reply, 404, 'ページが見つかりません。');
    }
    return reply.sendFile('index.html');
  });

  app.addHook('preClose', async () => {
    await hub.close();
  });
  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}`,
    connectedConsoles: hub.connected,
    stop: () => app.close(),
  };
};
