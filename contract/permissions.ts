import * as z from 'zod';

/** The seven permission areas, in the spec's order: `tokenInfo.permissions[i]` is the level in `areas[i]`. */
export const areas = ['CMS', 'FORM', 'MAIL', 'MAIL_ADDRESS', 'ACCOUNT', 'FORM_ANSWER', 'CONFIG'] as const;
export type Area = (typeof areas)[number];
export const Area = z.enum(areas);

/** A permission level as read: the spec gives no upper bound, so any non-negative integer. */
export const Level = z.number().int().min(0);

/**
 * ours: the top of the scale a level is written with. The spec shows no bound (§6); the highest level it
 * names is CONFIG 7 and the demo's super group holds 9, so our server stores 0–9 and refuses the rest.
 */
export const MAX_LEVEL = 9;

/** Exactly one level per area, indexed by `areas`. */
export const Permissions = z.array(Level).length(areas.length);
export type Permissions = z.infer<typeof Permissions>;

/** Levels as a request writes them (read tolerantly, write strictly): integers 0–`MAX_LEVEL`. */
export const PermissionsWrite = z.array(Level.max(MAX_LEVEL)).length(areas.length);

/** The super group (spec §6): sees every dialog route and receives up to 100 notices. */
export const SUPER_GROUP_ID = 1;

export const areaIndex = (area: Area): number => areas.indexOf(area);

export const levelOf = (holder: { permissions: readonly number[] }, area: Area): number =>
  holder.permissions[areaIndex(area)] ?? 0;

export const isSuperGroup = (holder: { groupId: number } | null | undefined): boolean =>
  holder?.groupId === SUPER_GROUP_ID;
