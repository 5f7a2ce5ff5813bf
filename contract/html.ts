/**
 * Global messages are rendered as HTML (spec §2.7), so any value a message takes from a record (a group's
 * name, an account's e-mail) is escaped: a group called `<b>x</b>` shows as that text, never as markup.
 * Write such a message with `html`: the template's own text is trusted, every interpolated value escaped.
 *
 *   html`組織「${group.name}」を保存しました。`
 */

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text as HTML that shows exactly that text: & < > " ' become entities. */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (char) => entities[char] ?? char);

/** Markup we wrote ourselves (a link in a message), passed through `html` unescaped. Never wrap a record's value. */
export class TrustedHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** Marks markup of our own as safe to interpolate into `html` as it is. */
export const trustedHtml = (markup: string): TrustedHtml => new TrustedHtml(markup);

/** A tagged template whose interpolated values are escaped (a `TrustedHtml` goes in as it is). */
export const html = (strings: TemplateStringsArray, ...values: readonly (string | number | TrustedHtml)[]): string =>
  strings.reduce((out, text, index) => {
    const value = values[index - 1];
    return out + (value instanceof TrustedHtml ? value.markup : escapeHtml(value as string | number)) + text;
  });
