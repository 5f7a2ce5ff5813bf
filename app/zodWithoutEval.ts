import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is made. zod compiles object parsers with `new Function`
 * when it may, and finds out by trying once as the first object schema is made; the console's CSP allows no
 * eval and its Trusted Types refuse a string to `Function`, so the try is a reported violation on every load.
 * Without it zod parses the same, by its interpreter.
 */
z.config({ jitless: true });
