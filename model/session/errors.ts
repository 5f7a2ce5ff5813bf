import { ContractError, failureMessage, type HttpError } from '../../contract/index.ts';

/**
 * The text to show for a failed call: the server's own message when it sent one (spec §8), the first
 * problem with what we were about to send, or the client's Japanese wording for no or an unreadable answer.
 */
export const errorText = (error: HttpError | ContractError): string =>
  error instanceof ContractError && error.kind === 'request' && error.issues[0]
    ? error.issues[0].message
    : failureMessage(error);
