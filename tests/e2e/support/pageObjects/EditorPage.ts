import type { Locator, Page } from 'playwright-core';
import { LeaveQuestion } from './DialogPage.ts';
import { fieldByLabel, formSkipsBrowserChecks, inlineError, inlineErrorNow } from './fields.ts';

/**
 * A form screen for one record (create or edit): fields by label with their inline errors, steppers by
 * their buttons' names, save, the conflict view after a stale save, and the question before leaving.
 */
export class EditorPage {
  static readonly conflictWords = {
    title: '他の人が先に保存しました',
    keepMine: '自分の変更で上書き',
    takeTheirs: '相手の変更を読み込む',
  };

  constructor(readonly page: Page) {}

  /** The screen's title: the record's name on an edit screen. */
  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** Opens the screen and waits for its title. */
  async goto(url: string, heading: string | RegExp): Promise<this> {
    await this.page.goto(url);
    await this.heading(heading).waitFor();
    return this;
  }

  field(label: string): Locator {
    return fieldByLabel(this.page, label);
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  value(label: string): Promise<string> {
    return this.field(label).inputValue();
  }

  /** Waits for the field's inline error (linked by aria-describedby) and gives its text. */
  fieldError(label: string): Promise<string> {
    return inlineError(this.field(label));
  }

  fieldErrorNow(label: string): Promise<string | null> {
    return inlineErrorNow(this.field(label));
  }

  /** The form leaves required and format checks to the app (novalidate): no browser bubble. */
  skipsBrowserChecks(label: string): Promise<boolean> {
    return formSkipsBrowserChecks(this.field(label));
  }

  /** Presses a stepper's button by its accessible name, such as 「フォームのレベルを上げる」. */
  async step(name: string, times = 1): Promise<void> {
    for (let pressed = 0; pressed < times; pressed += 1) {
      await this.page.getByRole('button', { name, exact: true }).click();
    }
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Presses the form's save button, 「保存する」 or 「作成する」. */
  async save(name = '保存する'): Promise<void> {
    await this.button(name).click();
  }

  /** The conflict view's message, shown after a save refused as stale. */
  get conflict(): Locator {
    return this.page.getByRole('status').filter({ hasText: EditorPage.conflictWords.title });
  }

  async keepMine(): Promise<void> {
    await this.button(EditorPage.conflictWords.keepMine).click();
  }

  async takeTheirs(): Promise<void> {
    await this.button(EditorPage.conflictWords.takeTheirs).click();
  }

  /** The question before leaving with unsaved changes. */
  get leaveQuestion(): LeaveQuestion {
    return new LeaveQuestion(this.page, 'page');
  }
}
