/**
 * Banks with a logo of their own in /banks/<code>.webp: 64 px copies of the `thai-banks-logo` package's
 * icons (ISC, banks/LICENSE), about 1.5 KB each. Standard Chartered has none there. The files sit in this
 * package's banks/ folder; the member app serves them (tooling/bank-logo-files.ts), the back office shows
 * the same URLs.
 */
const BUILT_IN = new Set(
  '002 004 006 011 014 017 022 024 025 030 033 034 066 067 069 073 TRUEMONEY PROMPTPAY'.split(' '),
);

/** The built-in logo of a bank, or undefined when it has none. */
export const builtInBankLogo = (code: string) => (BUILT_IN.has(code) ? `/banks/${code}.webp` : undefined);
