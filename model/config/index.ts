export {
  allowedDomainDomain,
  allowedDomains,
  type DomainForm,
  domainAdd,
  domainDelete,
  domainEdit,
  domainFormOf,
  domainFx,
  domainLabel,
  domainOf,
  emptyDomainForm,
} from './domains.ts';
export {
  checkDomainName,
  checkSigninAgeMinutes,
  MINUTE_MS,
  SIGNIN_AGE_MAX_MINUTES,
  SIGNIN_AGE_MIN_MINUTES,
  settingsBlocked,
} from './rules.ts';
export {
  $signinAgeSetting,
  configFx,
  type SigninAgeDraft,
  type SigninAgeSetting,
  signinAgeEditor,
} from './signinAge.ts';
export { configText } from './text.ts';
