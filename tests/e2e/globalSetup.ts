import type { TestProject } from 'vitest/node';
import { startConsole } from './harness/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the reference server with the built console once for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const running = await startConsole();
  project.provide('baseUrl', running.baseUrl);
  return running.stop;
}
