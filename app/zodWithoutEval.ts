// zod's core alone (its global settings): the entry stays small, and every copy of zod reads these settings.
import { config } from 'zod/v4/core';

/**
 * Imported first by the entry (main.tsx), before any module that makes a schema runs. zod compiles object
 * parsers with `new Function` when it may, and finds out by trying once as the first object schema is made;
 * the console's CSP allows no eval and its Trusted Types refuse a string to `Function`, so the try is a
 * reported violation on every load. Without it zod parses the same, by its interpreter.
 */
config({ jitless: true });
