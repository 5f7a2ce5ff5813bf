import { mailingPagesText } from '../../model/mailing/index.ts';

/** 送信できる組織 in words: each group by name, or by its id when the group list is not at hand. */
export const sendersOf = (allowGroup: readonly number[], names: ReadonlyMap<number, string>): string =>
  allowGroup.length === 0
    ? mailingPagesText.noSenders
    : allowGroup.map((id) => names.get(id) ?? mailingPagesText.groupById(id)).join('、');
