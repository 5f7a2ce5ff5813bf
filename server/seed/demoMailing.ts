import type { MailingType } from '../../contract/index.ts';
import type { Db } from '../db/connect.ts';
import { mailingLists, mailingMembers } from '../db/schema.ts';
import { type DemoGroupName, demoGroups } from './demoAccounts.ts';

/**
 * The demo mailing lists (issue 19), seeded with the demo organisation. Addresses are stored as the server
 * stores them (lower-cased, the domain in ASCII) and sit in the demo's allowed domains (demoContent.ts),
 * except a few on the residents' list: they show the console's warning for addresses outside them. That list
 * has more than 100 addresses, so a send to it asks for the typed confirmation of the count. 広報課 (koho@,
 * MAIL 1) may send to two of the three; 職員連絡網 belongs to 総務課 and the super group only.
 */
export interface DemoMailing {
  name: string;
  type: MailingType;
  allowGroup: readonly DemoGroupName[];
  members: readonly string[];
}

const numbered = (count: number, address: (n: string) => string) =>
  Array.from({ length: count }, (_, index) => address(String(index + 1).padStart(3, '0')));

export const demoMailings: readonly DemoMailing[] = [
  {
    name: '職員連絡網',
    type: 'internal',
    allowGroup: ['総務課'],
    members: [
      'admin@example.go.jp',
      'koho@example.go.jp',
      'somu@example.go.jp',
      'form@example.go.jp',
      'jinji@soumu.example.go.jp',
      'kaikei@soumu.example.go.jp',
      'joho-seisaku@example.go.jp',
      'bosai@kiki.example.go.jp',
    ],
  },
  {
    name: '防災メール（市民向け）',
    type: 'external',
    allowGroup: ['広報課'],
    members: [
      ...numbered(140, (n) => `bosai-${n}@mail.example.go.jp`),
      // まち.example.lg.jp: the IDN allowed for mailing lists.
      ...numbered(5, (n) => `madoguchi-${n}@xn--h9jxc.example.lg.jp`),
      // Outside the allowed domains: residents' own providers (reserved example domains, never delivered).
      'tanaka.yoshiko@example.com',
      'suzuki-family@example.net',
      'kikuchi@example.org',
      'nakamura.shop@example.com',
      'watanabe@example.net',
    ],
  },
  {
    name: '広報課 お知らせ',
    type: 'internal',
    allowGroup: ['広報課'],
    members: ['koho@example.go.jp', 'msal@example.go.jp', 'press@example.go.jp', 'web@koho.example.go.jp'],
  },
];

const groupIdOf = (name: DemoGroupName) => demoGroups.find((group) => group.name === name)?.id ?? 0;

/** Adds the demo lists and their addresses (inside seedDemo's transaction, after the groups). */
export const seedDemoMailing = async (db: Pick<Db, 'insert'>): Promise<void> => {
  const lists = await db
    .insert(mailingLists)
    .values(demoMailings.map(({ name, type, allowGroup }) => ({ name, type, allowGroup: allowGroup.map(groupIdOf) })))
    .returning({ id: mailingLists.id, name: mailingLists.name });
  const idOf = new Map(lists.map((list) => [list.name, list.id]));
  await db
    .insert(mailingMembers)
    .values(
      demoMailings.flatMap(({ name, members }) => members.map((email) => ({ mailingId: idOf.get(name) ?? 0, email }))),
    );
};
