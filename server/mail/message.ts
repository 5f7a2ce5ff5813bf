import { createHash } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { htmlToText } from './htmlToText.ts';

/** What a mail says, as composed. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The plain-text part as sent: the text written, or the HTML made into text when none was written. */
export const textPartOf = (content: Pick<MailContent, 'text' | 'html'>): string =>
  content.text.trim() !== '' ? content.text : htmlToText(content.html);

/** The bare address of MAIL_FROM (`"名前" <a@b>` → `a@b`). */
export const addressOf = (from: string): string => {
  const [first] = addressparser(from) as { address?: string }[];
  return first?.address || from.trim();
};

/** `List-Unsubscribe` for the lists of a mail whose type calls for it: a mailto to the sender per list. */
export const listUnsubscribeOf = (from: string, mailingIds: readonly number[]): string =>
  mailingIds.map((id) => `<mailto:${addressOf(from)}?subject=unsubscribe%20list-${id}>`).join(', ');

/**
 * The Message-ID of one mail to one recipient: the same on every attempt, so a mail program (or a
 * server's duplicate filter) sees a resend as the same message.
 */
export const messageIdOf = (from: string, mailId: number, email: string): string => {
  const domain = addressOf(from).split('@')[1] || 'localhost';
  const recipient = createHash('sha256').update(email).digest('hex').slice(0, 24);
  return `<mail-${mailId}.${recipient}@${domain}>`;
};

export interface MessageOptions {
  from: string;
  /** One recipient: every recipient gets a message of their own (no list in To, no Bcc). */
  to: string;
  content: MailContent;
  messageId?: string;
  /** The lists whose type unsubscribes (empty or left out: no List-Unsubscribe). */
  unsubscribeListIds?: readonly number[];
}

/**
 * One message as nodemailer builds it: UTF-8, the subject MIME-encoded by nodemailer, the text part (made
 * from the HTML when not written) and the HTML part as alternatives.
 */
export const messageOf = ({ from, to, content, messageId, unsubscribeListIds = [] }: MessageOptions): Mail.Options => ({
  from,
  to,
  subject: content.subject,
  text: textPartOf(content),
  ...(content.html.trim() === '' ? {} : { html: content.html }),
  ...(messageId ? { messageId } : {}),
  ...(unsubscribeListIds.length > 0
    ? { headers: { 'List-Unsubscribe': listUnsubscribeOf(from, unsubscribeListIds) } }
    : {}),
  // The content is ours: never read a file or a URL named in it.
  disableFileAccess: true,
  disableUrlAccess: true,
});
