import { type Area, levelOf, SUPER_GROUP_ID } from '../../contract/index.ts';

export interface RouteUser {
  groupId: number;
  permissions: readonly number[];
}

/**
 * The area of each signed-in route (spec §2.2); `null`: no permission set, open to any signed-in user.
 * Patterns use react-router's syntax.
 */
export const routeAreas: Record<string, Area | null> = {
  '/overview': null,
  '/group': 'ACCOUNT',
  '/group/create': 'ACCOUNT',
  '/group/:id': 'ACCOUNT',
  '/cms': 'CMS',
  '/cms/theme': 'CMS',
  '/cms/theme/:id': 'CMS',
  '/cms/template': 'CMS',
  '/cms/template/:id': 'CMS',
  '/cms/template/create': 'CMS',
  '/cms/files': 'CMS',
  '/cms/website': 'CMS',
  '/cms/website/create': 'CMS',
  '/cms/:webId/page': 'CMS',
  '/cms/:webId/page/:id': 'CMS',
  '/cms/:webId/page/create': null,
  '/form': 'FORM',
  '/form/:id': 'FORM',
  '/form/create': 'FORM',
  '/form-answer': 'FORM_ANSWER',
  '/form-answer/:id': 'FORM_ANSWER',
  '/mailing': 'MAIL_ADDRESS',
  '/mailing/create': 'MAIL_ADDRESS',
  '/mailing/:id': 'MAIL_ADDRESS',
  '/mail': 'MAIL',
  '/setting': 'CONFIG',
  '/author': 'CONFIG',
  '/author/:id': 'CONFIG',
  '/workflow': null,
  '/notice': null,
  '/pw-update': null,
};

/** The dialog routes of spec §2.3 with the area whose level opens them. */
export const dialogRouteAreas: Record<string, Area> = {
  '/cms/theme/create': 'CMS',
  '/cms/template/:id/delete': 'CMS',
  '/cms/theme/:id/delete': 'CMS',
  '/cms/website/:id/delete': 'CMS',
  '/cms/:webId/page/:id/delete': 'CMS',
  '/form/:id/delete': 'FORM',
  '/group/:id/account/create': 'ACCOUNT',
  '/group/:gId/:id/change-group': 'ACCOUNT',
  '/group/:gId/:id/reset': 'ACCOUNT',
  '/mailing/:id/delete': 'MAIL_ADDRESS',
  '/mailing/:id/assign': 'MAIL_ADDRESS',
  '/mailing/:id/member': 'MAIL_ADDRESS',
  '/mailing/:id/member/remove/:mId': 'MAIL_ADDRESS',
  '/setting/domain/:id/delete': 'CONFIG',
  '/author/create': 'CONFIG',
  '/author/:id/delete': 'CONFIG',
  '/workflow/:id/reject': 'CONFIG',
  '/workflow/:id/approve': 'CONFIG',
  '/mail/:id/cancel': 'MAIL',
};

/** Spec §2.2/§6: a page route needs a level above 0 in its area; routes without an area are open. */
export const mayOpenRoute = (area: Area | null, user: RouteUser | null): boolean => {
  if (!user) return false;
  return area === null || levelOf(user, area) > 0;
};

/**
 * Spec §2.3: a dialog route renders only over a previous page (navigation state carries it) and only for
 * the super group or a user whose level in the dialog's area is above 0.
 */
export const mayOpenDialog = (area: Area, user: RouteUser | null, hasBackground: boolean): boolean => {
  if (!user || !hasBackground) return false;
  return user.groupId === SUPER_GROUP_ID || levelOf(user, area) > 0;
};
