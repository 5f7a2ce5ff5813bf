/**
 * Page objects for the end-to-end flows, built on roles and labels: one for a list screen, one for a
 * record's form, one for a dialog. A domain's flow gives them its words; the mechanics are the same.
 */
export { DialogPage, type DialogWords, LeaveQuestion } from './DialogPage.ts';
export { EditorPage } from './EditorPage.ts';
export {
  type Description,
  descriptionsOf,
  fieldByLabel,
  formSkipsBrowserChecks,
  inlineError,
  inlineErrorNow,
  type Scope,
} from './fields.ts';
export { idle } from './idle.ts';
export { ListPage, type ListWords } from './ListPage.ts';
