import type * as z from 'zod';

/**
 * Spec §3: the fields each entity has in the spec. What the console reads requires these and nothing else:
 * every other field of our schemas is ours, optional when read (an agency server does not send them).
 * Entities whose fields the spec does not show have only their id.
 */
export const specFields = {
  page: ['id', 'html', 'active'],
  template: ['id', 'name', 'body', 'style', 'script', 'formScript', 'formStyle', 'active'],
  theme: ['id', 'name', 'body', 'head', 'script', 'style'],
  web: ['id', 'favicon', 'ogDescription', 'ogImage', 'ogURL', 'groups'],
  author: ['id'],
  domain: ['id'],
  // limitAnswer (default 0) and allowJs (default true) are read with the spec's defaults when absent.
  form: [
    'id',
    'name',
    'webId',
    'startDate',
    'endDate',
    'items',
    'limitAnswer',
    'useNotice',
    'allowJs',
    'isMailSend',
    'isMailWithContent',
    'errorContent',
    'successContent',
    'status',
  ],
  group: ['id', 'name', 'permission', 'description'],
  // "a single file": its fields are not shown; its type says which list it goes to.
  local: ['id', 'type'],
  // mail history: "fields are not shown".
  mail: ['id'],
  mailing: ['id', 'name', 'type', 'allowGroup', 'members'],
  notice: ['id', 'type', 'content', 'important'],
  workflow: ['id'],
} as const satisfies Record<string, readonly string[]>;
export type SpecEntity = keyof typeof specFields;

/** The read form of an entity's schema: the spec's fields as they are, every field of ours optional. */
export const readingSpec = <S extends z.ZodRawShape, const K extends keyof S & string>(
  schema: z.ZodObject<S>,
  spec: readonly K[],
) => {
  const ours = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => !(spec as readonly string[]).includes(key))
      .map((key) => [key, true as const]),
  );
  return schema.partial(ours as never) as unknown as z.ZodObject<{
    [P in keyof S]: P extends K ? S[P] : z.ZodOptional<S[P]>;
  }>;
};
