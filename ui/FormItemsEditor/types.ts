/**
 * The shape of a form item as the editor reads and writes it: the same fields as the contract's FormItem,
 * written out here because ui/ imports nothing from contract/ (.dependency-cruiser.cjs). A page passes its
 * FormItem[] as is and gets FormItem[] back.
 */
export interface FormItemsEditorItem<T extends string = string> {
  key: string;
  label: string;
  type: T;
  required: boolean;
  help: string;
  options: string[];
  minLength: number | null;
  maxLength: number | null;
  min: number | null;
  max: number | null;
  accept: string[];
  maxSize: number | null;
}

/** Which settings an item type has besides label and help. */
export const formItemSettingKinds = ['length', 'range', 'options', 'file', 'plain', 'statement'] as const;
export type FormItemSettingKind = (typeof formItemSettingKinds)[number];

/**
 * One type the editor offers: its label, and the settings it has — `length` min/max characters, `range`
 * min/max value, `options` choices, `file` extensions and size, `plain` required only, `statement` (consent)
 * neither required nor limits: the label is the statement agreed to.
 */
export interface FormItemsEditorType<T extends string = string> {
  value: T;
  label: string;
  settings: FormItemSettingKind;
}
