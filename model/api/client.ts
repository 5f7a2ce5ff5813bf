import { createClient } from '../../contract/index.ts';
import { fetchWithEarlyAnswers } from './earlyAnswers.ts';

/**
 * The one HTTP client of the console: same origin, session cookie included. Every model reaches the server
 * through it (via `endpointFx`), so there is one place to change a base URL or add a header. The start's
 * first check may already have its answer (earlyAnswers.ts).
 */
export const api = createClient({ fetch: fetchWithEarlyAnswers });
