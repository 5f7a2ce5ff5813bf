import type { Locator, Page } from 'playwright-core';
import { descriptionsOf, fieldByLabel } from './fields.ts';

export interface ListWords {
  /** The screen's title (h1). */
  heading: string;
  /** The search field's label, when the list has one. */
  searchLabel?: string;
  /** The table's caption (its accessible name), when the screen has more than one table. */
  caption?: string;
  retry?: string;
  /** The real-time channel's status while connected. */
  online?: string;
}

/**
 * A list screen (pages/shared ListSection): title, search with its count, the table's rows, cells and
 * links, and the states shown instead of rows (empty, no match, failed with 「再試行」).
 */
export class ListPage {
  constructor(
    readonly page: Page,
    readonly words: ListWords,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.words.heading, exact: true });
  }

  /** Opens the screen and waits for its title. */
  async goto(url: string): Promise<this> {
    await this.page.goto(url);
    await this.heading.waitFor();
    return this;
  }

  get table(): Locator {
    return this.words.caption
      ? this.page.getByRole('table', { name: this.words.caption })
      : this.page.getByRole('table');
  }

  get search(): Locator {
    if (!this.words.searchLabel) throw new Error(`the list 「${this.words.heading}」 was given no search label`);
    return fieldByLabel(this.page, this.words.searchLabel);
  }

  async searchFor(query: string): Promise<void> {
    await this.search.fill(query);
  }

  /** The rows that contain this text (header row excluded when the text is a record's). */
  row(text: string | RegExp): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  cell(name: string | RegExp): Locator {
    return this.table.getByRole('cell', { name, exact: true });
  }

  /** A record's link in the table, such as its name. */
  link(name: string | RegExp): Locator {
    return this.table.getByRole('link', { name, exact: true });
  }

  async openRow(name: string | RegExp): Promise<void> {
    await this.link(name).click();
  }

  /** The count the search field is described by (a live region), such as 「5 件」 or 「5 件中 2 件を表示」; waits until it is shown. */
  async countText(): Promise<string> {
    const handle = await this.search.elementHandle();
    if (!handle) throw new Error('no search field');
    await this.page.waitForFunction(
      (element) =>
        (element.getAttribute('aria-describedby') ?? '').split(/\s+/).some((id) => {
          const described = id ? element.ownerDocument.getElementById(id) : null;
          return described?.getAttribute('aria-live') === 'polite' && (described.textContent ?? '').trim() !== '';
        }),
      handle,
    );
    await handle.dispose();
    return (await descriptionsOf(this.search)).find((description) => description.live === 'polite')?.text ?? '';
  }

  /**
   * Waits until the list is loaded and the real-time channel is connected (the toolbar's status, heard by
   * screen readers only while online): from then on the list follows other people's changes.
   */
  async waitUntilLive(): Promise<void> {
    if (this.words.searchLabel) await this.countText();
    await this.page
      .getByRole('status')
      .filter({ hasText: this.words.online ?? 'リアルタイム更新: 接続中' })
      .waitFor({ state: 'attached' });
  }

  /** The empty or no-match state's title, shown where the rows would be. */
  state(title: string): Locator {
    return this.page.getByText(title, { exact: true });
  }

  /** The failed state: an error alert with this title. */
  failure(title: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: title });
  }

  /** Presses 「再試行」 in the failed state. */
  async retry(failedTitle: string): Promise<void> {
    await this.failure(failedTitle)
      .getByRole('button', { name: this.words.retry ?? '再試行', exact: true })
      .click();
  }
}
