import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** What the bench was asked for on its command line (tests/bench/options.ts). */
export interface BenchOptions {
  /** Minutes of changes at 10 a second before the heap is read again (default 10). */
  heapMinutes: number;
  /** Lighthouse runs per page, the median reported (default 5). */
  lighthouseRuns: number;
  /** Changes in the real-time burst (default 1000). */
  burstChanges: number;
  /** Only these figures (their `name`), every one when empty. */
  only: string[];
  /** Reuse the builds in .tmp/ instead of building again. */
  skipBuild: boolean;
}

/** An app under measure: ours (the console) or the peer (the react-admin app), and where it is served. */
export interface Target {
  name: 'ours' | 'peer';
  url: string;
  /** Its build folder. */
  dir: string;
}

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  close: () => Promise<void>;
}

/** A signed-in admin for API calls straight to the reference server. */
export interface ApiClient {
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;
}

export interface Bench {
  options: BenchOptions;
  ours: Target;
  peer: Target;
  /** The reference server itself (not the compressing front). */
  serverUrl: string;
  /** How both apps reach the browser, said in the output. */
  servedBy: string;
  /** A new browser context (empty cache, empty storage) with one page; with `signedIn`, the console's session cookie set. */
  newPage: (target: Target, options?: { signedIn?: boolean; cpuSlowdown?: number }) => Promise<BenchPage>;
  /** The admin's writing session (other than the browser's), for the changes the real-time figures make. */
  writer: () => Promise<ApiClient>;
  log: (message: string) => void;
}

/** One figure: measured by its own module, listed in tests/bench/registry.ts. */
export interface Figure {
  name: string;
  /** What it measures, one line. */
  about: string;
  run: (bench: Bench) => Promise<import('./report.ts').Row[]>;
}
