import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { anyOf, endpoint, needs, signedIn } from './endpoint.ts';
import { Html, Id, IdParams, IsoDateTime, Name, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** ours: the spec says forms carry a status that can be updated but not its values (§4). */
export const formStatuses = ['draft', 'open', 'closed'] as const;
export const FormStatus = z.enum(formStatuses);
export type FormStatus = z.infer<typeof FormStatus>;
export const formStatusLabels: Record<FormStatus, string> = { draft: '下書き', open: '受付中', closed: '受付終了' };
/** A status as staff read it: our label, or the raw text of a status we do not know (issue 13). */
export const formStatusLabel = (status: string): string =>
  status in formStatusLabels ? formStatusLabels[status as FormStatus] : status;

/** ours: the kinds of question a form may ask. */
export const formItemTypes = [
  'text',
  'textarea',
  'email',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
  'file',
] as const;
export const FormItemType = z.enum(formItemTypes);
export type FormItemType = z.infer<typeof FormItemType>;
export const formItemTypeLabels: Record<FormItemType, string> = {
  text: '1行テキスト',
  textarea: '複数行テキスト',
  email: 'メールアドレス',
  number: '数値',
  date: '日付',
  select: 'プルダウン',
  radio: 'ラジオボタン',
  checkbox: 'チェックボックス',
  file: 'ファイル添付',
};

/** ours: one question of a form (the spec names `items` only). */
export const FormItem = z.object({
  /** Stable key of the answer column. */
  key: z.string().min(1).max(50),
  label: z.string().min(1).max(200),
  type: FormItemType,
  required: z.boolean(),
  /** Choices of select, radio and checkbox items. */
  options: z.array(z.string()),
});
export type FormItem = z.infer<typeof FormItem>;

/** A form (spec §3, with its defaults: limitAnswer 0, allowJs true). ours: ownerId, version, updatedAt. */
export const Form = z.object({
  id: Id,
  name: z.string(),
  webId: Id,
  /** Open from / until; null = no bound. */
  startDate: IsoDateTime.nullable(),
  endDate: IsoDateTime.nullable(),
  items: z.array(FormItem),
  /** Maximum number of answers; 0 = no limit. */
  limitAnswer: z.number().int().min(0).default(0),
  useNotice: z.boolean(),
  allowJs: z.boolean().default(true),
  isMailSend: z.boolean(),
  isMailWithContent: z.boolean(),
  errorContent: Html,
  successContent: Html,
  status: FormStatus,
  /** Accounts that share the form with its owner (set through the add-sub-owner call). */
  subOwner: z.array(Id),
  /** ours */
  ownerId: Id,
  /** ours */
  version: Version,
  /** ours */
  updatedAt: IsoDateTime,
});
export type Form = z.infer<typeof Form>;
/** Form as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
// The spec leaves the set of statuses open: one we do not know is read as it came (`formStatusLabel`).
export const FormRead = readingSpec(Form, specFields.form).extend({ status: z.string() });
export type FormRead = z.infer<typeof FormRead>;

const FormItemInput = FormItem.extend({
  key: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,49}$/, { error: '半角英字で始まる50文字以内の英数字で入力してください' }),
  label: z.string().trim().min(1).max(200),
  options: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
});
const Items = z
  .array(FormItemInput)
  .max(200)
  .refine((items) => new Set(items.map((item) => item.key)).size === items.length, {
    error: '項目のキーが重複しています',
  });
const Period = { startDate: IsoDateTime.nullable(), endDate: IsoDateTime.nullable() };
const periodInOrder = (form: { startDate: string | null; endDate: string | null }) =>
  form.startDate === null || form.endDate === null || Date.parse(form.startDate) <= Date.parse(form.endDate);
const periodError = { error: '終了日時は開始日時より後にしてください', path: ['endDate'] };
const Content = z.string().max(100_000);

/** Spec §7.1: the creation body, with the spec's defaults. */
export const FormCreateBody = z
  .object({
    name: Name,
    webId: Id,
    ...Period,
    items: Items.default([]),
    limitAnswer: z.number().int().min(0).default(0),
    useNotice: z.boolean().default(false),
    allowJs: z.boolean().default(true),
    isMailSend: z.boolean().default(false),
    isMailWithContent: z.boolean().default(false),
    errorContent: Content.default(''),
    successContent: Content.default(''),
  })
  .refine(periodInOrder, periodError);

/** Spec §7.1: the update body (no allowJs or mail flags there) + `version` (ours). */
export const FormUpdateBody = z
  .object({
    name: Name,
    status: FormStatus,
    ...Period,
    items: Items,
    limitAnswer: z.number().int().min(0),
    useNotice: z.boolean(),
    errorContent: Content,
    successContent: Content,
    version: Version,
  })
  .refine(periodInOrder, periodError);

/** ours in type: the account ids to add as sub-owners. */
export const SubOwnerBody = z.object({ subOwner: z.array(Id).min(1) });

/** Forms load for every signed-in user (spec §6); managing is FORM 2 (spec §2.6). */
const WRITE = needs('FORM', 2);

export const formApi = {
  list: endpoint({
    name: 'form.list',
    method: 'GET',
    path: '/api/form',
    response: listOf(Form),
    read: listOf(FormRead),
    access: signedIn,
  }),
  get: endpoint({
    name: 'form.get',
    method: 'GET',
    path: '/api/form/:id',
    params: IdParams,
    response: itemOf(Form),
    read: itemOf(FormRead),
    access: signedIn,
  }),
  /** Spec §2.6 keeps both readings for /form/create: FORM (route) and CMS level 2 (navigation). */
  create: endpoint({
    name: 'form.create',
    method: 'POST',
    path: '/api/form/',
    body: FormCreateBody,
    response: Mutation,
    access: anyOf({ area: 'FORM', level: 2 }, { area: 'CMS', level: 2 }),
  }),
  update: endpoint({
    name: 'form.update',
    method: 'PUT',
    path: '/api/form/:id',
    params: IdParams,
    body: FormUpdateBody,
    response: Mutation,
    access: WRITE,
  }),
  remove: endpoint({
    name: 'form.remove',
    method: 'DELETE',
    path: '/api/form/:id',
    params: IdParams,
    response: Mutation,
    access: WRITE,
  }),
  addSubOwner: endpoint({
    name: 'form.addSubOwner',
    method: 'PATCH',
    path: '/api/form/:id/add-sub-owner',
    params: IdParams,
    body: SubOwnerBody,
    response: Mutation,
    access: WRITE,
  }),
};
