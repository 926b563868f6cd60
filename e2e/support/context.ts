import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What the e2e global setup started, or why the e2e tests are skipped. */
    e2e: { baseUrl: string; chromium: string; skip?: undefined } | { skip: string };
  }
}

/** Why the e2e tests cannot run here (no Chromium), for `describe.skipIf`; undefined when they can. */
export const e2eSkipped = (): string | undefined => inject('e2e').skip;

function running() {
  const e2e = inject('e2e');
  if (e2e.skip !== undefined) throw new Error(e2e.skip);
  return e2e;
}

let target: string | undefined;
/**
 * Sends this file's calls and pages to another server than the run's (the tests of several processes as one
 * site); undefined goes back to the run's.
 */
export function useServer(url: string | undefined) {
  target = url;
}

/** The e2e server's origin, e.g. http://127.0.0.1:41234 (or the one `useServer` chose). */
export const baseUrl = () => target ?? running().baseUrl;
export const chromiumExecutable = () => running().chromium;
