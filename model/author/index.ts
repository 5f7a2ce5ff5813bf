export {
  $authorBlocked,
  $choices,
  $choicesFailed,
  $choicesLoading,
  authorDomain,
  authorFx,
  authorSearch,
  authors,
  choicesNeeded,
  findAuthor,
  personLabel,
  scopeLabel,
} from './authors.ts';
export {
  type AuthorForm,
  type AuthorScopeKind,
  authorCreate,
  authorDelete,
  authorEditor,
  authorScopeKinds,
  checkAuthorForm,
  formOfAuthor,
} from './dialogs.ts';
export { authorPagesText, authorText } from './text.ts';
