/**
 * Per-site settings read at run time from /runtime-config.js (served by the API server), so one
 * build serves every site. apiBase '' means the same origin.
 */
export interface RuntimeConfig {
  apiBase: string;
  siteKey: string;
}

declare global {
  interface Window {
    __CHOKDEE__?: Partial<RuntimeConfig>;
  }
}

const raw = typeof window === 'undefined' ? undefined : window.__CHOKDEE__;

export const runtimeConfig: RuntimeConfig = {
  apiBase: (raw?.apiBase ?? '').replace(/\/+$/, ''),
  siteKey: raw?.siteKey ?? '',
};
