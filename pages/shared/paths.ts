type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface Route<P extends string> {
  /** The router's pattern (`/group/:id`). */
  pattern: P;
  /** The path of one screen (`to({ id: 5 })` → `/group/5`). */
  to: (...params: [ParamNames<P>] extends [never] ? [] : [Record<ParamNames<P>, number | string>]) => string;
}

const route = <const P extends string>(pattern: P): Route<P> => ({
  pattern,
  to: (...[params]) =>
    pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
      encodeURIComponent(String((params as Record<string, number | string> | undefined)?.[name] ?? '')),
    ),
});

/** Every screen's path, built in one place: a page links with `paths.group.detail.to({ id })`, never a template. */
export const paths = {
  home: route('/overview'),
  group: {
    list: route('/group'),
    create: route('/group/create'),
    detail: route('/group/:id'),
    accountCreate: route('/group/:id/account/create'),
    accountMove: route('/group/:gId/:id/change-group'),
    accountReset: route('/group/:gId/:id/reset'),
  },
  notice: {
    list: route('/notice'),
  },
  theme: {
    list: route('/cms/theme'),
    create: route('/cms/theme/create'),
    detail: route('/cms/theme/:id'),
    remove: route('/cms/theme/:id/delete'),
  },
  cms: route('/cms'),
  /** Images and files (issue 18). */
  files: {
    list: route('/cms/files'),
  },
  website: {
    list: route('/cms/website'),
    create: route('/cms/website/create'),
    remove: route('/cms/website/:id/delete'),
    /** A website's pages (issue 17's pages screens). */
    pages: route('/cms/:webId/page'),
  },
  page: {
    list: route('/cms/:webId/page'),
    create: route('/cms/:webId/page/create'),
    detail: route('/cms/:webId/page/:id'),
    remove: route('/cms/:webId/page/:id/delete'),
    /** ours: the page's versions, compared (issue 22). */
    history: route('/cms/:webId/page/:id/history'),
  },
  template: {
    list: route('/cms/template'),
    create: route('/cms/template/create'),
    detail: route('/cms/template/:id'),
    remove: route('/cms/template/:id/delete'),
  },
  /** Mailing lists (issue 19). */
  author: {
    list: route('/author'),
    create: route('/author/create'),
    detail: route('/author/:id'),
    remove: route('/author/:id/delete'),
  },
  mailing: {
    list: route('/mailing'),
    create: route('/mailing/create'),
    detail: route('/mailing/:id'),
    remove: route('/mailing/:id/delete'),
    assign: route('/mailing/:id/assign'),
    memberAdd: route('/mailing/:id/member'),
    memberRemove: route('/mailing/:id/member/remove/:mId'),
  },
  /** Forms (issue 20). */
  form: {
    list: route('/form'),
    create: route('/form/create'),
    detail: route('/form/:id'),
    remove: route('/form/:id/delete'),
  },
  formAnswer: {
    list: route('/form-answer'),
    detail: route('/form-answer/:id'),
  },
  /** Mail sending and its history (issue 19). */
  mail: {
    page: route('/mail'),
    cancel: route('/mail/:id/cancel'),
  },
  /** Approval workflows (issue 22). */
  workflow: {
    queue: route('/workflow'),
    approve: route('/workflow/:id/approve'),
    reject: route('/workflow/:id/reject'),
  },
  setting: {
    page: route('/setting'),
    domainDelete: route('/setting/domain/:id/delete'),
  },
} as const;
