import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/connect.ts';
import { accounts, appConfig, domains, groups, notices, pages, templates, themes, webs } from '../db/schema.ts';
import { publishPageNow } from '../workflow/publishing.ts';
import { demoAccounts, demoGroups, demoOtpSecret } from './demoAccounts.ts';
import { bulkAnswersOf } from './demoAnswers.ts';
import {
  demoConfig,
  demoDomains,
  demoNotices,
  demoPages,
  demoSecondWebsite,
  demoTemplates,
  demoThemes,
  demoWebsite,
} from './demoContent.ts';
import { seedDemoForms } from './demoForms.ts';
import { seedDemoMail } from './demoMail.ts';
import { seedDemoMailing } from './demoMailing.ts';

const hasGroups = async (db: Pick<Db, 'select'>) =>
  (await db.select({ id: groups.id }).from(groups).limit(1)).length > 0;

/**
 * Fills an empty database with the demo organisation (demoAccounts.ts, demoContent.ts). Does nothing, and
 * returns false, once any group exists: it runs on every start but seeds only the first. `bulkAnswers`
 * (DEMO_BULK_ANSWERS by default) adds that many generated answers to 説明会参加申込 for the benchmark.
 */
export const seedDemo = async (
  db: Db,
  options: { bulkAnswers?: number } = { bulkAnswers: bulkAnswersOf(process.env) },
): Promise<boolean> => {
  if (await hasGroups(db)) return false;
  // Hash before the transaction (scrypt takes a while); each account gets its own salt.
  const passwordHashes = new Map(
    await Promise.all(
      demoAccounts.map(
        async (account) =>
          [account.email, account.password === undefined ? null : await hashPassword(account.password)] as const,
      ),
    ),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo'))`); // two starting servers: one seeds
    if (await hasGroups(tx)) return false;

    // Explicit ids: the super group must be id 1. Then move the sequence past them.
    await tx.insert(groups).values(demoGroups.map((group) => ({ ...group, permissions: [...group.permissions] })));
    await tx.execute(sql`select setval(pg_get_serial_sequence('groups', 'id'), (select max(id) from groups))`);

    const groupId = new Map(demoGroups.map((group) => [group.name, group.id]));
    const inserted = await tx
      .insert(accounts)
      .values(
        demoAccounts.map((account) => ({
          groupId: groupId.get(account.group) ?? 0,
          name: account.name,
          email: account.email,
          type: account.type,
          workflow: account.workflow,
          passwordHash: passwordHashes.get(account.email) ?? null,
          mustChangePassword: account.mustChangePassword,
          otpSecret: account.otp === 'enrolled' ? demoOtpSecret(account.email) : null,
          otpEnrolled: account.otp === 'enrolled',
        })),
      )
      .returning({ id: accounts.id, email: accounts.email });

    const author = inserted.find((account) => account.email === demoAccounts[0]?.email)?.id;
    await tx.insert(notices).values(demoNotices.map((notice) => ({ ...notice, createdBy: author })));
    await tx.insert(domains).values([...demoDomains]);
    await tx.insert(appConfig).values(Object.entries(demoConfig).map(([key, value]) => ({ key, value })));

    const seededThemes = await tx
      .insert(themes)
      .values([...demoThemes])
      .returning({ id: themes.id });
    const seededTemplates = await tx
      .insert(templates)
      .values([...demoTemplates])
      .returning({ id: templates.id, name: templates.name });
    const [web] = await tx
      .insert(webs)
      .values({ ...demoWebsite, groups: [...demoWebsite.groups], themeId: seededThemes[0]?.id ?? null })
      .returning({ id: webs.id });
    if (web)
      await tx.insert(pages).values(
        demoPages.map(({ template, ...page }) => ({
          ...page,
          webId: web.id,
          templateId: seededTemplates.find((row) => row.name === template)?.id ?? null,
        })),
      );
    await tx
      .insert(webs)
      .values({ ...demoSecondWebsite, groups: [...demoSecondWebsite.groups], themeId: seededThemes[1]?.id ?? null });
    await seedDemoMailing(tx);
    await seedDemoMail(tx);
    await seedDemoForms(tx, Date.now(), options.bulkAnswers ?? 0);
    // Every demo page is published as it stands (issue 22: the public site serves live snapshots).
    for (const page of await tx.select({ id: pages.id }).from(pages)) await publishPageNow(tx, page.id, author ?? null);
    return true;
  });
};
