import { Tabs } from '@ark-ui/react/tabs';
import { SanitizedHtml } from '../SanitizedHtml/index.ts';
import * as styles from './MailPreview.css.ts';

export type MailPreviewWords = {
  from: string;
  subject: string;
  htmlTab: string;
  textTab: string;
  /** Said in a part that has nothing in it. */
  empty: string;
  /** The tab list's name: 「本文の表示形式」. */
  tabs: string;
};

export type MailPreviewProps = {
  from: string;
  subject: string;
  /** The HTML part as typed: shown through the console's one sanitiser, never as it came. */
  html: string;
  /** The plain-text part as it will be sent (the server makes it from the HTML when none is written). */
  text: string;
  words: MailPreviewWords;
  /** The tab shown first (HTML unless told: the tab stays where the reader put it as the parts change). */
  defaultPart?: 'html' | 'text';
};

/** A mail as its recipient will see it: From, subject, and both parts in tabs (HTML / テキスト). */
export const MailPreview = ({ from, subject, html, text, words, defaultPart = 'html' }: MailPreviewProps) => (
  <div className={styles.root}>
    <dl className={styles.headers}>
      <dt className={styles.headerName}>{words.from}</dt>
      <dd className={styles.headerValue}>{from}</dd>
      <dt className={styles.headerName}>{words.subject}</dt>
      <dd className={styles.headerValue}>{subject}</dd>
    </dl>
    <Tabs.Root defaultValue={defaultPart}>
      <Tabs.List className={styles.list} aria-label={words.tabs}>
        <Tabs.Trigger className={styles.trigger} value="html">
          {words.htmlTab}
        </Tabs.Trigger>
        <Tabs.Trigger className={styles.trigger} value="text">
          {words.textTab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content className={styles.content} value="html">
        {html.trim() ? <SanitizedHtml html={html} /> : <p className={styles.empty}>{words.empty}</p>}
      </Tabs.Content>
      <Tabs.Content className={styles.content} value="text">
        {text.trim() ? <pre className={styles.text}>{text}</pre> : <p className={styles.empty}>{words.empty}</p>}
      </Tabs.Content>
    </Tabs.Root>
  </div>
);
