import type { FormItemsEditorItem } from './types.ts';

/** `q1`, `q2`, …: the first not in use. */
export const nextItemKey = (items: readonly { key: string }[]) => {
  const used = new Set(items.map((item) => item.key));
  let number = 1;
  while (used.has(`q${number}`)) number += 1;
  return `q${number}`;
};

export const moveItem = <I>(items: readonly I[], from: number, to: number): I[] => {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
};

export const insertItem = <I>(items: readonly I[], at: number, item: I): I[] => {
  const next = [...items];
  next.splice(Math.max(0, Math.min(at, next.length)), 0, item);
  return next;
};

export const removeItem = <I>(items: readonly I[], at: number): I[] => items.filter((_, index) => index !== at);

export const copyItem = <T extends string>(
  item: FormItemsEditorItem<T>,
  key: string,
  suffix: string,
): FormItemsEditorItem<T> => ({
  ...item,
  key,
  label: `${item.label}${suffix}`,
  options: [...item.options],
  accept: [...item.accept],
});

/** Whether `errors` names any field of the item at `index` (`items.2.options`). */
export const hasItemError = (errors: Readonly<Record<string, string>> | undefined, index: number) =>
  errors !== undefined && Object.keys(errors).some((path) => path.startsWith(`items.${index}.`) && errors[path]);
