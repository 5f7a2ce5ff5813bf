import {
  allows,
  canonicalDomain,
  configApi,
  DOMAIN_NOTE_MAX,
  type DomainRead,
  domainText,
  SIGNIN_AGE_MAX_MS,
  SIGNIN_AGE_MIN_MS,
  signinAgeBoundsText,
  type TokenInfo,
} from '../../contract/index.ts';
import { checkText, validationText } from '../kit/index.ts';
import { configText } from './text.ts';

export const MINUTE_MS = 60_000;
export const SIGNIN_AGE_MIN_MINUTES = SIGNIN_AGE_MIN_MS / MINUTE_MS;
export const SIGNIN_AGE_MAX_MINUTES = SIGNIN_AGE_MAX_MS / MINUTE_MS;

/** The limit in minutes as the server takes it (contract ConfigUpdateBody): whole minutes, one to a day. */
export const checkSigninAgeMinutes = (minutes: number | null): string | undefined => {
  if (minutes === null || Number.isNaN(minutes)) return validationText.required;
  return Number.isInteger(minutes) && minutes >= SIGNIN_AGE_MIN_MINUTES && minutes <= SIGNIN_AGE_MAX_MINUTES
    ? undefined
    : `${signinAgeBoundsText}。`;
};

/** A domain name as the server takes it (contract DomainName: Unicode or punycode) and not listed yet. */
export const checkDomainName = (
  typed: string,
  listed: readonly DomainRead[],
  exceptId: number | null,
): string | undefined => {
  if (typed.trim() === '') return validationText.required;
  const canonical = canonicalDomain(typed);
  if (canonical === null) return `${domainText.invalid}。`;
  return listed.some((domain) => domain.id !== exceptId && domain.domain === canonical)
    ? configText.domainTaken(typed.trim())
    : undefined;
};

export const checkDomainNote = (note: string): string | undefined => checkText(note, { max: DOMAIN_NOTE_MAX });

/** Why this user may see the settings but not change them (the server refuses below CONFIG 2), or null. */
export const settingsBlocked = (user: TokenInfo | null): string | null =>
  allows(configApi.update.access, user) ? null : configText.readOnly;
