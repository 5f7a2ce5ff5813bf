import { describe, expect, it } from 'vitest';
import { notices } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { audienceOf } from './audience.ts';

const t = setUpTestDatabase();

/** Levels in the spec's order: CMS, FORM, MAIL, MAIL_ADDRESS, ACCOUNT, FORM_ANSWER, CONFIG. */
const organisation = async () => {
  const root = await aGroup(t.db, { permissions: [0, 0, 0, 0, 0, 0, 0] }); // 1: the super group, whatever its levels
  const cms = await aGroup(t.db, { permissions: [1, 0, 0, 0, 0, 0, 0] });
  const people = await aGroup(t.db, { permissions: [0, 0, 0, 0, 1, 0, 0] });
  const settings = await aGroup(t.db, { permissions: [0, 0, 0, 0, 0, 0, 1] });
  const approver = await anAccount(t.db, { groupId: cms.id, workflow: true });
  await anAccount(t.db, { groupId: cms.id, workflow: false });
  return { root, cms, people, settings, approver };
};

describe('audienceOf', () => {
  it('sends an area’s event to the groups with that area at level 1, and to the super group', async () => {
    const { root, cms } = await organisation();
    expect(await audienceOf(t.db, { event: 'cms-page', action: 'updated', id: 3 })).toEqual({
      everyone: false,
      groupIds: [root.id, cms.id],
      accountIds: [],
    });
    expect(await audienceOf(t.db, { event: 'form', action: 'async' })).toEqual({
      everyone: false,
      groupIds: [root.id],
      accountIds: [],
    });
  });

  it('sends events that need no permission to everyone', async () => {
    await organisation();
    for (const event of ['domain', 'author', 'system-notice'] as const) {
      expect(await audienceOf(t.db, { event, action: 'created', id: 1 })).toEqual({ everyone: true });
    }
    expect(await audienceOf(t.db, { event: 'config', action: 'async' })).toEqual({ everyone: true });
  });

  it('sends workflow events to CONFIG 1 and to the accounts with the workflow flag', async () => {
    const { root, settings, approver } = await organisation();
    expect(await audienceOf(t.db, { event: 'workflow', action: 'created', id: 9 })).toEqual({
      everyone: false,
      groupIds: [root.id, settings.id],
      accountIds: [approver.id],
    });
  });

  it('sends an account’s event to the account itself and to whoever manages accounts', async () => {
    const { root, people } = await organisation();
    expect(await audienceOf(t.db, { event: 'account', action: 'updated', id: 42 })).toEqual({
      everyone: false,
      groupIds: [root.id, people.id],
      accountIds: [42],
    });
  });

  it('sends a notice with recipients to those accounts alone (a form’s owners, issue 20)', async () => {
    await organisation();
    const [mine] = await t.db
      .insert(notices)
      .values({ type: 'others', title: 'x', content: '', recipients: [7, 8] })
      .returning({ id: notices.id });
    const id = mine?.id ?? 0;
    for (const action of ['created', 'updated'] as const) {
      expect(await audienceOf(t.db, { event: 'system-notice', action, id })).toEqual({
        everyone: false,
        groupIds: [],
        accountIds: [7, 8],
      });
    }
  });
});
