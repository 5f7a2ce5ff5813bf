import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { anyOf, endpoint, needs, signedIn } from './endpoint.ts';
import { Html, Id, IdParams, IsoDateTime, Name, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/**
 * ours: the spec says forms carry a status that can be updated but not its values (§4).
 * - draft 下書き: being built; the public address answers 「受付していません」.
 * - open 受付中: answers are taken inside the period (startDate–endDate) until limitAnswer is reached.
 * - closed 受付終了: no answers; reopening is allowed.
 */
export const formStatuses = ['draft', 'open', 'closed'] as const;
export const FormStatus = z.enum(formStatuses);
export type FormStatus = z.infer<typeof FormStatus>;
export const formStatusLabels: Record<FormStatus, string> = { draft: '下書き', open: '受付中', closed: '受付終了' };
/** A status as staff read it: our label, or the raw text of a status we do not know (issue 13). */
export const formStatusLabel = (status: string): string =>
  status in formStatusLabels ? formStatusLabels[status as FormStatus] : status;

/**
 * ours: the moves between statuses (staying is always allowed). Who may make them: whoever may edit the
 * form (`mayEditForm`); opening also needs at least one item (the server refuses an empty form).
 */
export const formStatusMoves: Record<FormStatus, readonly FormStatus[]> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open'],
};
export const mayMoveFormStatus = (from: string, to: FormStatus): boolean =>
  from === to || (from in formStatusMoves && formStatusMoves[from as FormStatus].includes(to));
/** The words of a move, as a button or a select option shows it. */
export const formStatusMoveLabels: Record<FormStatus, string> = {
  draft: '下書きに戻す',
  open: '受付を開始する',
  closed: '受付を終了する',
};

/** ours: the kinds of question a form may ask (issue 20). */
export const formItemTypes = [
  'text',
  'textarea',
  'email',
  'tel',
  'number',
  'date',
  'radio',
  'checkbox',
  'select',
  'file',
  'consent',
] as const;
export const FormItemType = z.enum(formItemTypes);
export type FormItemType = z.infer<typeof FormItemType>;
export const formItemTypeLabels: Record<FormItemType, string> = {
  text: '1行テキスト',
  textarea: '複数行テキスト',
  email: 'メールアドレス',
  tel: '電話番号',
  number: '数値',
  date: '日付',
  radio: '単一選択',
  checkbox: '複数選択',
  select: 'プルダウン',
  file: 'ファイル添付',
  consent: '同意チェック',
};
/** The types whose answer is one or more of `options`. */
export const choiceItemTypes: readonly FormItemType[] = ['radio', 'checkbox', 'select'];
/** The types whose length is bounded by minLength/maxLength. */
export const lengthItemTypes: readonly FormItemType[] = ['text', 'textarea', 'email', 'tel'];

/** Bounds the reference server holds every form to (ours). */
export const FORM_ITEMS_MAX = 100;
export const FORM_OPTIONS_MAX = 100;
export const FORM_TEXT_MAX = 10_000;
/** An attached file's size bound: 10 MB. */
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What a file item accepts when its maker says nothing else. */
export const defaultFileExtensions = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/**
 * ours: one question of a form (the spec names `items` only). Every field is present in what the reference
 * server stores; the per-type limits are null where they do not apply or are not set.
 */
export const FormItem = z.object({
  /** Stable key of the answer column and of the public form's field name. */
  key: z.string().min(1).max(50),
  label: z.string().min(1).max(200),
  type: FormItemType,
  required: z.boolean(),
  /** Help text shown under the label. */
  help: z.string().max(1000),
  /** Choices of radio, checkbox and select items (empty for the others). */
  options: z.array(z.string()),
  /** Length bounds of text, textarea, email and tel answers (characters). */
  minLength: z.number().int().min(0).nullable(),
  maxLength: z.number().int().min(1).nullable(),
  /** Range of a number answer. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** File items: the extensions accepted (lower-case, no dot) and the size bound in bytes. */
  accept: z.array(z.string()),
  maxSize: z.number().int().min(1).max(FORM_FILE_MAX_BYTES).nullable(),
});
export type FormItem = z.infer<typeof FormItem>;

/** A new item of a type with the settings it starts with (the builder's 「項目を追加」). */
export const newFormItem = (type: FormItemType, key: string): FormItem => ({
  key,
  label: formItemTypeLabels[type],
  type,
  required: type === 'consent',
  help: '',
  options: choiceItemTypes.includes(type) ? ['選択肢1', '選択肢2'] : [],
  minLength: null,
  maxLength: type === 'text' || type === 'email' || type === 'tel' ? 200 : type === 'textarea' ? 2000 : null,
  min: null,
  max: null,
  accept: type === 'file' ? [...defaultFileExtensions] : [],
  maxSize: type === 'file' ? 5 * 1024 * 1024 : null,
});

/** An account named on a form (ours): its owner and sub-owners as staff know them. */
export const FormPerson = z.object({ id: Id, name: z.string(), groupName: z.string() });
export type FormPerson = z.infer<typeof FormPerson>;

/** A form (spec §3, with its defaults: limitAnswer 0, allowJs true). */
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
  /** ours: who made the form. */
  ownerId: Id,
  /** ours: the owner and sub-owners by name (the list and the editor show these, never ids). */
  owner: FormPerson,
  subOwners: z.array(FormPerson),
  /** ours: answers received so far (the list shows them against limitAnswer). */
  answerCount: z.number().int().min(0),
  /** ours: the form's own public address on the reference server, e.g. `/public/form/3`. */
  publicPath: z.string(),
  /** ours */
  version: Version,
  /** ours */
  updatedAt: IsoDateTime,
});
export type Form = z.infer<typeof Form>;

/**
 * An item as read from any server: the spec names `items` only, so the type is read as it came and every
 * setting of ours may be missing (the builder shows an item of a type it does not know, and will not save it).
 */
export const FormItemRead = z.looseObject({
  key: z.string(),
  label: z.string(),
  type: z.string(),
  required: z.boolean().default(false),
  help: z.string().optional(),
  options: z.array(z.string()).optional(),
  minLength: z.number().nullable().optional(),
  maxLength: z.number().nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  accept: z.array(z.string()).optional(),
  maxSize: z.number().nullable().optional(),
});
export type FormItemRead = z.infer<typeof FormItemRead>;

/** Form as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
// The spec leaves the set of statuses open: one we do not know is read as it came (`formStatusLabel`).
export const FormRead = readingSpec(Form, specFields.form).extend({
  status: z.string(),
  items: z.array(FormItemRead),
});
export type FormRead = z.infer<typeof FormRead>;

/** An item read from any server as the builder edits it, or undefined when its type is not one of ours. */
export const formItemOf = (item: FormItemRead): FormItem | undefined => {
  const type = FormItemType.safeParse(item.type);
  if (!type.success) return undefined;
  const fresh = newFormItem(type.data, item.key);
  return {
    key: item.key,
    label: item.label,
    type: type.data,
    required: item.required,
    help: item.help ?? '',
    options: item.options ?? fresh.options,
    minLength: item.minLength ?? null,
    maxLength: item.maxLength ?? null,
    min: item.min ?? null,
    max: item.max ?? null,
    accept: item.accept ?? fresh.accept,
    maxSize: item.maxSize ?? fresh.maxSize,
  };
};

const inOrder = (low: number | null, high: number | null) => low === null || high === null || low <= high;

/** An item as written: its key, its label and its per-type settings checked (messages in Japanese). */
export const FormItemInput = FormItem.extend({
  key: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,49}$/, { error: '半角英字で始まる50文字以内の英数字で入力してください' }),
  label: z.string().trim().min(1, { error: '項目名を入力してください' }).max(200),
  help: z.string().max(1000).default(''),
  options: z
    .array(z.string().trim().min(1, { error: '空の選択肢があります' }).max(200))
    .max(FORM_OPTIONS_MAX)
    .default([]),
  minLength: z.number().int().min(0).max(FORM_TEXT_MAX).nullable().default(null),
  maxLength: z.number().int().min(1).max(FORM_TEXT_MAX).nullable().default(null),
  min: z.number().nullable().default(null),
  max: z.number().nullable().default(null),
  accept: z
    .array(z.string().regex(/^[a-z0-9]{1,10}$/, { error: '拡張子は半角英数字（ドットなし）で入力してください' }))
    .max(30)
    .default([]),
  maxSize: z.number().int().min(1).max(FORM_FILE_MAX_BYTES).nullable().default(null),
}).superRefine((item, context) => {
  if (choiceItemTypes.includes(item.type)) {
    if (item.options.length === 0)
      context.addIssue({ code: 'custom', path: ['options'], message: '選択肢を1つ以上入力してください' });
    if (new Set(item.options).size !== item.options.length)
      context.addIssue({ code: 'custom', path: ['options'], message: '同じ選択肢が重複しています' });
  }
  if (!inOrder(item.minLength, item.maxLength))
    context.addIssue({ code: 'custom', path: ['maxLength'], message: '最大文字数は最小文字数以上にしてください' });
  if (!inOrder(item.min, item.max))
    context.addIssue({ code: 'custom', path: ['max'], message: '最大値は最小値以上にしてください' });
  if (item.type === 'file' && item.accept.length === 0)
    context.addIssue({
      code: 'custom',
      path: ['accept'],
      message: '受け付けるファイルの種類を1つ以上入力してください',
    });
});
export type FormItemInput = z.input<typeof FormItemInput>;

const Items = z
  .array(FormItemInput)
  .max(FORM_ITEMS_MAX)
  .refine((items) => new Set(items.map((item) => item.key)).size === items.length, {
    error: '項目のキーが重複しています',
  });
const Period = { startDate: IsoDateTime.nullable(), endDate: IsoDateTime.nullable() };
const periodInOrder = (form: { startDate: string | null; endDate: string | null }) =>
  form.startDate === null || form.endDate === null || Date.parse(form.startDate) <= Date.parse(form.endDate);
const periodError = { error: '終了日時は開始日時より後にしてください', path: ['endDate'] };
const Content = z.string().max(100_000);

/** Spec §7.1: the creation body, with the spec's defaults. A new form starts as a draft. */
export const FormCreateBody = z
  .object({
    name: Name,
    webId: Id,
    ...Period,
    items: Items.default([]),
    limitAnswer: z.number().int().min(0).max(1_000_000).default(0),
    useNotice: z.boolean().default(false),
    allowJs: z.boolean().default(true),
    isMailSend: z.boolean().default(false),
    isMailWithContent: z.boolean().default(false),
    errorContent: Content.default(''),
    successContent: Content.default(''),
  })
  .refine(periodInOrder, periodError);
export type FormCreateBody = z.input<typeof FormCreateBody>;

/**
 * Spec §7.1: the update body (webId, allowJs and the two mail flags are set at creation only) + `version`
 * (ours). A status outside `formStatusMoves` from the stored one is refused 409 with a Japanese message.
 */
export const FormUpdateBody = z
  .object({
    name: Name,
    status: FormStatus,
    ...Period,
    items: Items,
    limitAnswer: z.number().int().min(0).max(1_000_000),
    useNotice: z.boolean(),
    errorContent: Content,
    successContent: Content,
    version: Version,
  })
  .refine(periodInOrder, periodError);
export type FormUpdateBody = z.input<typeof FormUpdateBody>;

/** ours in type: the account ids to add as sub-owners (`add-sub-owner`) or to take off (`remove-sub-owner`). */
export const SubOwnerBody = z.object({ subOwner: z.array(Id).min(1).max(100) });

/**
 * ours: who may change a form (edit, move its status, add or remove sub-owners, delete): its owner, a
 * sub-owner, the super group, or FORM level 4 and above (all forms). Creating needs FORM 2 (or CMS 2).
 */
export const FORM_MANAGE_ALL_LEVEL = 4;
export const mayEditForm = (
  user: { id: number; groupId: number; permissions: readonly number[] },
  form: { ownerId?: number; subOwner: readonly number[] },
): boolean =>
  user.groupId === 1 ||
  (user.permissions[1] ?? 0) >= FORM_MANAGE_ALL_LEVEL ||
  ((user.permissions[1] ?? 0) >= 2 && (form.ownerId === user.id || form.subOwner.includes(user.id)));

/** ours: an account that may be made a sub-owner (FORM 2 and above). */
export const SubOwnerCandidate = FormPerson.extend({ email: z.string() });
export type SubOwnerCandidate = z.infer<typeof SubOwnerCandidate>;

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
  /** ours: take sub-owners off a form. */
  removeSubOwner: endpoint({
    name: 'form.removeSubOwner',
    method: 'PATCH',
    path: '/api/form/:id/remove-sub-owner',
    params: IdParams,
    body: SubOwnerBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  /** ours: the accounts that may be made sub-owners (FORM 2 and above), for the picker. */
  subOwnerCandidates: endpoint({
    name: 'form.subOwnerCandidates',
    method: 'GET',
    path: '/api/form/sub-owner-candidates',
    response: listOf(SubOwnerCandidate),
    access: WRITE,
    ours: true,
  }),
};
