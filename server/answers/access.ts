import { eq } from 'drizzle-orm';
import { mayReadAnswers, mayRemoveAnswers } from '../../contract/formAnswer.ts';
import type { Db } from '../db/connect.ts';
import { forms } from '../db/schema.ts';
import { forbidden, notFound } from '../http/problem.ts';
import type { Principal } from '../http/registerEndpoints.ts';
import { answerMessages } from './messages.ts';

type Reader = Pick<Db, 'select'>;
export type FormRow = typeof forms.$inferSelect;

/** The caller as the contract's rules take it (a TokenInfo's mutable permissions). */
export const userOf = (principal: Principal) => ({
  id: principal.id,
  groupId: principal.groupId,
  permissions: [...principal.permissions],
});

export const formRule = (form: Pick<FormRow, 'ownerId' | 'subOwners'>) => ({
  ownerId: form.ownerId,
  subOwner: form.subOwners,
});

export const mayRead = (principal: Principal, form: Pick<FormRow, 'ownerId' | 'subOwners'>) =>
  mayReadAnswers(userOf(principal), formRule(form));

/** The form whose answers the caller reads: 404 when gone, 403 with the reason when not theirs to read. */
export const formToRead = async (db: Reader, principal: Principal, formId: number): Promise<FormRow> => {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId));
  if (!form) throw notFound(answerMessages.formNotFound);
  if (!mayRead(principal, form)) throw forbidden(answerMessages.notReadable);
  return form;
};

/** The same, for removing answers (FORM_ANSWER 2 besides reading). */
export const formToRemoveFrom = async (db: Reader, principal: Principal, formId: number): Promise<FormRow> => {
  const form = await formToRead(db, principal, formId);
  if (!mayRemoveAnswers(userOf(principal), formRule(form))) throw forbidden(answerMessages.notRemovable);
  return form;
};
