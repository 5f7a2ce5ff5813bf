/**
 * The API as data (spec §7). The access each endpoint needs is tabled in ./README.md; every shape the
 * spec leaves out is our design, marked `ours` in its file and `ours: true` on its endpoint.
 */
import { authApi } from './auth.ts';
import { authorApi } from './author.ts';
import { configApi } from './config.ts';
import { domainApi } from './domain.ts';
import type { EndpointDef } from './endpoint.ts';
import { formApi } from './form.ts';
import { formAnswerApi } from './formAnswer.ts';
import { groupApi } from './group.ts';
import { localFileApi } from './localFile.ts';
import { mailApi } from './mail.ts';
import { mailingApi } from './mailing.ts';
import { noticeApi } from './notice.ts';
import { pageApi } from './page.ts';
import { realtimeApi } from './realtime.ts';
import { templateApi } from './template.ts';
import { themeApi } from './theme.ts';
import { webApi } from './web.ts';
import { workflowApi } from './workflow.ts';

export { type AnswerKind, type AnswerShape, answerKindOf, answerShapeOf } from './answerShapes.ts';
export {
  ErrorFlag,
  Failure,
  failureMessage,
  hasError,
  type ItemAnswer,
  isNoPermission,
  itemOf,
  itemOrUndefined,
  type ListAnswer,
  listOf,
  listOrEmpty,
  Mutation,
  type MutationOutcome,
  mutationOutcome,
  NO_PERMISSION_MESSAGE,
  noPermissionAnswer,
} from './answers.ts';
export {
  AccountType,
  AuthCheckAnswer,
  accountTypes,
  authApi,
  EmailParams,
  LoginBody,
  MsalConfig,
  MsalLoginBody,
  NewPassword,
  OtpToken,
  PasswordUpdateBody,
  SignInAnswer,
  SignInRequirement,
  type SignInStep,
  signInRequirements,
  signInStep,
  TemporaryLogin,
  TokenInfo,
  VerifyBody,
} from './auth.ts';
export {
  AUTHOR_STEP_MAX,
  AUTHOR_STEP_MIN,
  Author,
  AuthorChoices,
  AuthorCreateBody,
  AuthorRead,
  AuthorUpdateBody,
  authorApi,
  authorMessages,
} from './author.ts';
export {
  type Actor,
  type AuthorityAction,
  authorityMessages,
  authorityRefusal,
  type GroupLevels,
  levelCeiling,
} from './authority.ts';
export {
  Config,
  ConfigAnswer,
  ConfigRead,
  ConfigUpdateBody,
  configApi,
  DEFAULT_SIGNIN_AGE_MS,
  SIGNIN_AGE_MAX_MS,
  SIGNIN_AGE_MIN_MS,
  signinAgeBoundsText,
  signinAgeMs,
} from './config.ts';
export { countOf, formatCount, shownCount } from './countText.ts';
export {
  DOMAIN_NOTE_MAX,
  Domain,
  DomainCreateBody,
  DomainName,
  type DomainPurpose,
  DomainRead,
  DomainUpdateBody,
  domainApi,
  domainPurposes,
  domainText,
} from './domain.ts';
export {
  type Access,
  type AccessHolder,
  type AreaLevel,
  allows,
  anyOf,
  type BodyOf,
  type Endpoint,
  type EndpointDef,
  endpoint,
  type HttpMethod,
  needs,
  type ParamsOf,
  publicAccess,
  type QueryOf,
  type ResponseOf,
  signedIn,
} from './endpoint.ts';
export {
  choiceItemTypes,
  defaultFileExtensions,
  FORM_FILE_MAX_BYTES,
  FORM_ITEMS_MAX,
  FORM_MANAGE_ALL_LEVEL,
  Form,
  FormCreateBody,
  FormItem,
  FormItemInput,
  FormItemRead,
  FormItemType,
  FormPerson,
  FormRead,
  FormStatus,
  FormUpdateBody,
  formApi,
  formItemOf,
  formItemTypeLabels,
  formItemTypes,
  formStatuses,
  formStatusLabel,
  formStatusLabels,
  formStatusMoveLabels,
  formStatusMoves,
  lengthItemTypes,
  mayEditForm,
  mayMoveFormStatus,
  newFormItem,
  SubOwnerBody,
  SubOwnerCandidate,
} from './form.ts';
export {
  AnswerFile,
  AnswerValue,
  DownloadedBody,
  DownloadZipAnswer,
  DownloadZipBody,
  FormAnswer,
  FormAnswerSummary,
  FormIdParams,
  formAnswerApi,
  RemoveRowsBody,
} from './formAnswer.ts';
export { areaLabels, glossary } from './glossary.ts';
export {
  Account,
  AccountCreateBody,
  AccountGroupBody,
  AccountResetBody,
  AccountSecretAnswer,
  AccountUpdateBody,
  Group,
  GroupCreateBody,
  GroupRead,
  GroupUpdateBody,
  groupApi,
} from './group.ts';
export { escapeHtml, html, TrustedHtml, trustedHtml } from './html.ts';
export {
  type CallArgs,
  type CallInput,
  type Client,
  type ClientOptions,
  ContractError,
  type ContractIssue,
  createClient,
  type DroppedItem,
  flattenIssues,
  HttpError,
  isClientError,
  REQUEST_TIMEOUT_MS,
  serialiseQuery,
} from './http.ts';
export { canonicalDomain, decodePunycode, domainToUnicode } from './idn.ts';
export {
  AccountRef,
  Email,
  Html,
  hasInvisibleCharacter,
  Id,
  IdParam,
  IdParams,
  IdRef,
  IsoDateTime,
  MAX_ID,
  Name,
  nameMessages,
  normaliseName,
  QueryFlag,
  UrlOrEmpty,
  Version,
} from './ids.ts';
export {
  cleanFileName,
  IMAGE_TYPE,
  LocalFile,
  type LocalFileRead,
  type LocalFiles,
  LocalFilesAnswer,
  type LocalFileUsage,
  type LocalFileUse,
  localFileApi,
  localFilesOrEmpty,
  splitLocalFiles,
  UPLOAD_FIELD,
  UPLOAD_LIMITS,
  uploadKindOf,
  uploadKinds,
  uploadRefusal,
} from './localFile.ts';
export { MailHistory, MailSendBody, MailStatus, mailApi, mailStatuses, mailStatusLabels } from './mail.ts';
export {
  Mailing,
  MailingCreateBody,
  MailingMember,
  MailingRemoveQuery,
  MailingType,
  MailingUpdateBody,
  MemberBody,
  MemberParams,
  mailingApi,
  mailingTypeLabels,
  mailingTypes,
} from './mailing.ts';
export {
  clientMessages,
  fieldMessages,
  installJapaneseMessages,
  japaneseError,
  japaneseIssueMessage,
} from './messages.ts';
export {
  NOTICE_CONTENT_MAX,
  NOTICE_LIMIT,
  NOTICE_TITLE_MAX,
  Notice,
  NoticeCreateBody,
  NoticeListQuery,
  NoticeRead,
  NoticeReadRecord,
  NoticeType,
  NoticeUpdateBody,
  noticeApi,
  noticeLimitFor,
  noticeTypeLabels,
  noticeTypeOf,
  noticeTypes,
  noticeTypeTones,
  SUPER_GROUP_NOTICE_LIMIT,
} from './notice.ts';
export {
  ActiveBody,
  HtmlProblem,
  HtmlValidation,
  Page,
  PageCreateBody,
  PageListQuery,
  PagePath,
  PageRead,
  PageUpdateBody,
  PageUsage,
  PageUse,
  pageApi,
  pageMessages,
  publishedPagePath,
  ValidateBody,
} from './page.ts';
export { type ComposedTemplate, type ComposedTheme, composePage, type PageParts } from './pageComposition.ts';
export {
  Area,
  areaIndex,
  areas,
  isSuperGroup,
  Level,
  levelOf,
  MAX_LEVEL,
  Permissions,
  PermissionsWrite,
  SUPER_GROUP_ID,
} from './permissions.ts';
export { RealtimeNegotiation, realtimeApi } from './realtime.ts';
export {
  CURRENT_PATH_EVENT,
  CurrentPathPayload,
  mayActOn,
  PATH_EVENT,
  PathPayload,
  parseRealtimeMessage,
  type RealtimeAction,
  type RealtimeEvent,
  RealtimeMessage,
  realtimeActions,
  realtimeEventActions,
  realtimeEventArea,
  realtimeEvents,
  socketEmission,
  socketOptions,
  socketPath,
  UserLocation,
} from './socket.ts';
export {
  GlobalMessage,
  GlobalMessageType,
  globalMessageTypes,
  ListStatus,
  LoginStatus,
  listStatuses,
  loginStatuses,
} from './state.ts';
export { Template, TemplateCreateBody, TemplateRead, TemplateUpdateBody, templateApi } from './template.ts';
export { Theme, ThemeCreateBody, ThemeRead, ThemeUpdateBody, ThemeUse, themeApi } from './theme.ts';
export {
  editsWebsite,
  HttpUrlOrEmpty,
  WEBSITE_MANAGER_LEVEL,
  Web,
  WebCreateBody,
  WebPageSummary,
  WebRead,
  WebUpdateBody,
  webApi,
  webMessages,
} from './web.ts';
export {
  PageVersion,
  PageVersionRead,
  PageVersionSummary,
  Workflow,
  WorkflowApproveBody,
  WorkflowCreateBody,
  WorkflowDecisionBody,
  WorkflowDetail,
  WorkflowDetailRead,
  WorkflowEmergencyBody,
  WorkflowEvent,
  WorkflowKind,
  WorkflowRead,
  WorkflowRepublishBody,
  WorkflowResubmitBody,
  WorkflowStatus,
  workflowApi,
  workflowKindLabels,
  workflowKinds,
  workflowStatuses,
  workflowStatusLabels,
} from './workflow.ts';

/** Every domain's endpoints, keyed by domain: `apis.page.get`. */
export const apis = {
  auth: authApi,
  config: configApi,
  page: pageApi,
  template: templateApi,
  theme: themeApi,
  web: webApi,
  author: authorApi,
  domain: domainApi,
  form: formApi,
  formAnswer: formAnswerApi,
  group: groupApi,
  local: localFileApi,
  mail: mailApi,
  mailing: mailingApi,
  notice: noticeApi,
  workflow: workflowApi,
  realtime: realtimeApi,
} as const;

/** Every endpoint, once: the server registers routes from it, tests enumerate it. */
export const endpoints: readonly EndpointDef[] = Object.values(apis).flatMap((api): EndpointDef[] =>
  Object.values(api),
);
