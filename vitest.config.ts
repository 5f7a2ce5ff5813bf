import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'ui/**/*.test.ts', 'tests/unit/**/*.test.ts'],
            // One module graph per worker, not per file: importing Fastify, PGlite and zod's schemas afresh for
            // each file was most of these stages' time. These tests build what they use (a server, a database)
            // and put back what they change (fake timers).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // Effector's units are module-level: a file's tests wire only the models it imports, and a model
            // another file imported would join in (its effects unreplaced, so a sign-in waited on real calls).
            name: 'model',
            environment: 'node',
            include: ['model/**/*.test.ts', 'app/**/*.test.ts', 'pages/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['ui/**/*.test.tsx', 'pages/**/*.test.tsx', 'app/**/*.test.tsx'],
            setupFiles: ['tests/unit/domSetup.ts'],
            // Above the setup's 10 s for findBy/waitFor, so a slow state fails as "not found", not as a time-out.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/e2e/globalSetup.ts'],
            setupFiles: ['tests/e2e/harness/failOnPolicyViolations.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // expect.poll waits for a state; its default of 1 s is less than a screen's load on CI's two busy
            // cores (spec-only's mailing list, 2026-11-29). A state that never comes still fails.
            expect: { poll: { timeout: 10_000 } },
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
