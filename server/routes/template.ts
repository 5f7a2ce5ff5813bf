import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { html, type Template, type templateApi } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, templates } from '../db/schema.ts';
import { badRequest, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, deleteAndAnnounce, uniqueName, updateVersioned } from './mutations.ts';

export const templateMessages = {
  notFound: 'テンプレートが見つかりません。',
  // Messages are HTML (spec §2.7): a name goes in escaped.
  nameTaken: (name: string) => html`「${name}」というテンプレートはすでにあります。別の名前にしてください。`,
  created: (name: string) => html`テンプレート「${name}」を作成しました。`,
  saved: (name: string) => html`テンプレート「${name}」を保存しました。`,
  activated: (name: string) => html`テンプレート「${name}」を有効にしました。`,
  deactivated: (name: string) => html`テンプレート「${name}」を無効にしました。`,
  deleted: 'テンプレートを削除しました。',
  versionRequired: '保存するテンプレートの版 (version) がありません。最新の内容を読み込んでから保存してください。',
} as const;

type Reader = Pick<Db, 'select'>;

const selectTemplates = (db: Reader) =>
  db
    .select({ ...getTableColumns(templates), updatedByName: accounts.name })
    .from(templates)
    .leftJoin(accounts, eq(accounts.id, templates.updatedBy))
    .$dynamic();
type TemplateRow = Awaited<ReturnType<typeof selectTemplates>>[number];

const toTemplate = (row: TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  body: row.body,
  style: row.style,
  script: row.script,
  formScript: row.formScript,
  formStyle: row.formStyle,
  active: row.active,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedByName,
});

const names = uniqueName(templates, templates.name, templateMessages.nameTaken);

/**
 * Page templates (spec §3, §7.1): read at CMS 1, changed at CMS 4 (the template screen, §2.6), each change
 * announced as `cms-template` (§7.2).
 */
export const templateHandlers = (context: ServerContext): ApiHandlers<typeof templateApi> => ({
  list: async () => ({ data: (await selectTemplates(context.db).orderBy(asc(templates.id))).map(toTemplate) }),

  get: async ({ params }) => {
    const [row] = await selectTemplates(context.db).where(eq(templates.id, params.id));
    if (!row) throw notFound(templateMessages.notFound);
    return { data: toTemplate(row) };
  },

  create: async ({ body, principal, request }) => {
    await names.ensureFree(context.db, body.name);
    const [created] = await names.guard(
      body.name,
      context.db
        .insert(templates)
        .values({ ...body, updatedBy: principal.id })
        .returning({ id: templates.id, version: templates.version }),
    );
    if (!created) throw new Error('template.create: nothing inserted');
    await announce(context, request.log, { event: 'cms-template', action: 'created', id: created.id });
    return { ...created, message: templateMessages.created(body.name) };
  },

  update: async ({ params, body: { version, ...body }, principal, request }) => {
    // The contract lets a console send no version (a server without versions); ours requires it.
    if (version === undefined) throw badRequest(templateMessages.versionRequired);
    await names.ensureFree(context.db, body.name, params.id);
    const updated = await names.guard(
      body.name,
      updateVersioned(context.db, templates, {
        id: params.id,
        version,
        set: { ...body, updatedBy: principal.id },
        notFound: templateMessages.notFound,
      }),
    );
    await announce(context, request.log, { event: 'cms-template', action: 'updated', id: updated.id });
    return { ...updated, message: templateMessages.saved(body.name) };
  },

  // Spec §4: toggled on its own. The flag is not part of what the editor saves, so it keeps the version:
  // an editor open meanwhile saves its fields without a conflict.
  setActive: async ({ params, body, principal, request }) => {
    const [row] = await context.db
      .update(templates)
      .set({ active: body.active, updatedBy: principal.id, updatedAt: sql`now()` })
      .where(eq(templates.id, params.id))
      .returning({ id: templates.id, version: templates.version, name: templates.name });
    if (!row) throw notFound(templateMessages.notFound);
    await announce(context, request.log, { event: 'cms-template', action: 'updated', id: row.id });
    return {
      id: row.id,
      version: row.version,
      message: (body.active ? templateMessages.activated : templateMessages.deactivated)(row.name),
    };
  },

  remove: async ({ params, request }) => {
    const deleted = await deleteAndAnnounce(context, request.log, templates, {
      id: params.id,
      event: 'cms-template',
      notFound: templateMessages.notFound,
    });
    return { id: deleted.id, message: templateMessages.deleted };
  },
});
