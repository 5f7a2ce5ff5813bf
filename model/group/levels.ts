import { type Area, areas } from '../../contract/index.ts';
// navigationFor is not named by model/navigation/index.ts yet; the table itself is the one source (§2.6).
import { type NavEntry, navigationFor } from '../navigation/navigation.ts';

const withOnly = (area: Area, level: number) => ({
  permissions: areas.map((each) => (each === area ? level : 0)),
  workflow: false,
});

const flatten = (entries: readonly NavEntry[]): NavEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

/**
 * What a level in one area opens in the side navigation (spec §2.6), in the navigation's order: the entries
 * a member holding only this level sees beyond what every signed-in user sees. Shown under each level in
 * the group form, so an administrator sees what a change grants before saving it.
 */
export const levelOpens = (area: Area, level: number): string[] => {
  const everyone = new Set(flatten(navigationFor(withOnly(area, 0))).map((entry) => entry.key));
  return flatten(navigationFor(withOnly(area, level)))
    .filter((entry) => !everyone.has(entry.key))
    .map((entry) => entry.label);
};
