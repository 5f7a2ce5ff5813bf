import { afterAll, afterEach } from 'vitest';
import { assertNoPolicyViolations } from './policyViolations.ts';

// Set up for every end-to-end file (vitest.config.ts): a test during which a page of the console broke its
// Content-Security-Policy or Trusted Types fails, and so does a file whose hooks did.
afterEach(async () => {
  await assertNoPolicyViolations();
});
afterAll(async () => {
  await assertNoPolicyViolations();
});
