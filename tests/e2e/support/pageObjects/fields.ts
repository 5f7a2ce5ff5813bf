import type { Locator, Page } from 'playwright-core';

/** Where a page object looks: the whole page, or one part of it such as a dialog. */
export type Scope = Page | Locator;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its whole label (required fields' labels end in a 「必須」 badge, hidden from screen readers). */
export const fieldByLabel = (scope: Scope, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(必須)?$`));

/** What a control is described by (aria-describedby), in order: its hint, its error, a list's count. */
export interface Description {
  text: string;
  role: string | null;
  live: string | null;
}

export const descriptionsOf = (control: Locator): Promise<Description[]> =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((id) => {
        const described = element.ownerDocument.getElementById(id);
        return described
          ? [
              {
                text: (described.textContent ?? '').trim(),
                role: described.getAttribute('role'),
                live: described.getAttribute('aria-live'),
              },
            ]
          : [];
      }),
  );

/** The control's inline error now (the description announced as an alert), or null. */
export const inlineErrorNow = async (control: Locator): Promise<string | null> =>
  (await descriptionsOf(control)).find((description) => description.role === 'alert')?.text ?? null;

/** Waits until the control is described by an inline error (an alert) and gives its text. */
export const inlineError = async (control: Locator, timeout = 10_000): Promise<string> => {
  const handle = await control.elementHandle({ timeout });
  if (!handle) throw new Error('the control is gone');
  await control
    .page()
    .waitForFunction(
      (element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .some((id) => id !== '' && element.ownerDocument.getElementById(id)?.getAttribute('role') === 'alert'),
      handle,
      { timeout },
    );
  await handle.dispose();
  return (await inlineErrorNow(control)) ?? '';
};

/** The form a control belongs to sends itself without the browser's own checks (no validation bubble). */
export const formSkipsBrowserChecks = (control: Locator): Promise<boolean> =>
  control.evaluate((element) => (element as HTMLInputElement).form?.noValidate === true);
