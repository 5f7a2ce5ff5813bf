import type { Locator, Page } from 'playwright-core';
import { setChecked } from '../checkable.ts';
import { fieldByLabel, inlineError, inlineErrorNow } from './fields.ts';

export interface DialogWords {
  /** The dialog's title, its accessible name; left out, the page's only open dialog of that role. */
  title?: string | RegExp;
  role?: 'dialog' | 'alertdialog';
  /** The name of both close controls: the footer's button and the title's ×. */
  close?: string;
  copy?: string;
}

/**
 * A dialog (ui/Dialog, ui/FormDialog, ui/ConfirmDialog) found by its role and title: its fields, submit,
 * the server's refusal, a one-time secret (ui/OneTimeSecret) and its two close controls.
 */
export class DialogPage {
  readonly root: Locator;
  private readonly closeName: string;
  private readonly copyName: string;

  constructor(
    readonly page: Page,
    { title, role = 'dialog', close = '閉じる', copy = 'コピー' }: DialogWords = {},
  ) {
    this.root = title === undefined ? page.getByRole(role) : page.getByRole(role, { name: title, exact: true });
    this.closeName = close;
    this.copyName = copy;
  }

  async waitOpen(): Promise<this> {
    await this.root.waitFor();
    return this;
  }

  waitClosed(): Promise<void> {
    return this.root.waitFor({ state: 'detached' });
  }

  /** Text inside the dialog (its description, a message). */
  text(text: string | RegExp, exact = true): Locator {
    return this.root.getByText(text, { exact });
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  field(label: string): Locator {
    return fieldByLabel(this.root, label);
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  fieldError(label: string): Promise<string> {
    return inlineError(this.field(label));
  }

  fieldErrorNow(label: string): Promise<string | null> {
    return inlineErrorNow(this.field(label));
  }

  /** Picks an option of a select (a combobox; its options are portalled outside the dialog). */
  async choose(label: string, option: string): Promise<void> {
    await this.root.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Ticks (or unticks) a checkbox by its label; waits until it shows that state. */
  async check(label: string, checked = true): Promise<void> {
    await setChecked(this.root.getByRole('checkbox', { name: label, exact: true }), checked);
  }

  async submit(name: string): Promise<void> {
    await this.button(name).click();
  }

  /** The server's refusal above the fields (an error alert with this title); what was typed stays. */
  serverError(title: string): Locator {
    return this.root.getByRole('alert').filter({ hasText: title });
  }

  /** The one-time secret's own text (ui/OneTimeSecret `[data-part="secret"]`): there is no role for it. */
  get secret(): Locator {
    return this.root.locator('[data-part="secret"]');
  }

  /** Waits for the one-time secret and reads it. */
  async readSecret(): Promise<string> {
    await this.secret.waitFor();
    return ((await this.secret.textContent()) ?? '').trim();
  }

  get copyButton(): Locator {
    return this.button(this.copyName);
  }

  /** The close button in the footer: it shows its name as text. */
  get footerClose(): Locator {
    return this.button(this.closeName).filter({ hasText: this.closeName });
  }

  /** The title's ×: the same name, as a label only. */
  get titleClose(): Locator {
    return this.button(this.closeName).filter({ hasNotText: this.closeName });
  }

  /** Closes by the footer's button and waits until the dialog is gone. */
  async close(): Promise<void> {
    await this.footerClose.click();
    await this.waitClosed();
  }
}

/** The question asked before typed input is dropped: a page's, or a dialog's (Back or cancel over a dialog). */
export class LeaveQuestion extends DialogPage {
  static readonly page = {
    title: '保存していない変更があります',
    stay: 'このページに留まる',
    leave: '変更を破棄して移動',
  };
  static readonly dialog = { title: '入力した内容を破棄しますか？', stay: '入力を続ける', leave: '破棄して閉じる' };

  private readonly words: { stay: string; leave: string };

  constructor(page: Page, kind: 'page' | 'dialog' = 'page') {
    const words = LeaveQuestion[kind];
    super(page, { title: words.title, role: 'alertdialog' });
    this.words = words;
  }

  async stay(): Promise<void> {
    await this.button(this.words.stay).click();
    await this.waitClosed();
  }

  async leave(): Promise<void> {
    await this.button(this.words.leave).click();
    await this.waitClosed();
  }
}
