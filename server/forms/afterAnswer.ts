import type { FastifyBaseLogger } from 'fastify';
import type { AnswerValue } from '../../contract/formAnswer.ts';
import { escapeHtml } from '../../contract/html.ts';
import type { ServerContext } from '../context.ts';
import { notices } from '../db/schema.ts';
import { announce } from '../routes/mutations.ts';
import type { PublicForm } from './publicForms.ts';
import { sendReceipt } from './receipt.ts';
import type { StoredAnswerFile } from './store.ts';
import { publicFormWords } from './words.ts';

const answeredAt = (date: Date) =>
  new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(date);

/** The notice to the form's owner and sub-owners (useNotice): for them only (`notices.recipients`). */
const noticeOwners = async (context: ServerContext, log: FastifyBaseLogger, form: PublicForm, at: Date) => {
  const recipients = [...new Set([form.ownerId, ...form.subOwners])];
  const [created] = await context.db
    .insert(notices)
    .values({
      type: 'others',
      title: publicFormWords.noticeTitle(form.name),
      content: `<p>フォーム「${escapeHtml(form.name)}」に回答がありました（${escapeHtml(answeredAt(at))}）。</p>`,
      recipients,
    })
    .returning({ id: notices.id });
  if (created) await announce(context, log, { event: 'system-notice', action: 'created', id: created.id });
};

/**
 * What follows a stored answer (spec §7.2: `answer` async and `form` updated, both naming the form), the
 * owners' notice and the answerer's receipt. The answer is kept whatever happens here: failures are logged,
 * and the receipt is sent in the background, never keeping the answerer waiting.
 */
export const afterAnswer = async (
  context: ServerContext,
  log: FastifyBaseLogger,
  form: PublicForm,
  answer: { values: AnswerValue[]; files: StoredAnswerFile[]; at: Date },
): Promise<void> => {
  await announce(
    context,
    log,
    { event: 'answer', action: 'async', id: form.id },
    { event: 'form', action: 'updated', id: form.id },
  );
  if (form.useNotice) {
    try {
      await noticeOwners(context, log, form, answer.at);
    } catch (error) {
      log.error({ err: error, formId: form.id }, 'form answer notice not written');
    }
  }
  if (form.isMailSend) {
    sendReceipt(context, form, answer).catch((error: unknown) =>
      log.warn({ err: error, formId: form.id }, 'form answer receipt not sent'),
    );
  }
};
