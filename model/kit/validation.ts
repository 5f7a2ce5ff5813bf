import { hasInvisibleCharacter, normaliseName } from '../../contract/index.ts';

/** What a form's checks found, per field, in Japanese; an empty object when all is well. */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>;

export const hasFieldErrors = (errors: object): boolean => Object.values(errors).some(Boolean);

export const validationText = {
  required: '入力してください。',
  tooLong: (max: number, length: number) => `${max} 文字以内で入力してください（いま ${length} 文字）。`,
  email: 'メールアドレスの形式で入力してください（例：name@example.go.jp）。',
  invisible: '見えない文字（ゼロ幅文字、文字の向きを変える制御文字、改行など）は使えません。',
} as const;

/**
 * A text field's checks as the server makes them, so nothing is sent that it will refuse: a required
 * text of only spaces is empty, and the length counts characters as people do (「𠮷」 is one).
 */
export const checkText = (value: string, rules: { required?: boolean; max?: number }): string | undefined => {
  const trimmed = value.trim();
  if (rules.required && trimmed === '') return validationText.required;
  const length = [...trimmed].length;
  if (rules.max !== undefined && length > rules.max) return validationText.tooLong(rules.max, length);
  return undefined;
};

/**
 * A name's checks as the contract's `Name` makes them (group, account, form… names): required, at most `max`
 * characters once normalised (NFKC, as the server stores it), and no character that is not seen.
 */
export const checkName = (value: string, max = 100): string | undefined =>
  hasInvisibleCharacter(value) ? validationText.invisible : checkText(normaliseName(value), { required: true, max });

// The shape the server's Email schema accepts: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const checkEmail = (value: string): string | undefined => {
  const trimmed = value.trim();
  if (trimmed === '') return validationText.required;
  return EMAIL.test(trimmed) ? undefined : validationText.email;
};

/** Drops the checks that passed, so `{}` means the form may be sent. */
export const fieldErrors = <Form>(errors: { [K in keyof Form]?: string | undefined }): FieldErrors<Form> =>
  Object.fromEntries(Object.entries(errors).filter(([, error]) => Boolean(error))) as FieldErrors<Form>;
