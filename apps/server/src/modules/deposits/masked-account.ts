/**
 * Bank statements often show the sender's account masked, e.g. `xxx-x-x1234-x`. A masked sender is
 * compared digit by digit with an account of the same length; `x`, `X` and `*` stand for any digit.
 */
const HIDDEN = /^[xX*]$/;

export function visibleDigits(masked: string): number {
  return masked.replace(/[^0-9]/g, '').length;
}

export function isMasked(account: string): boolean {
  return /[xX*]/.test(account);
}

export function normaliseAccount(account: string): string {
  return account.replace(/[\s-]/g, '');
}

/** True when `account` (digits only) could be the masked `masked`. */
export function matchesMasked(masked: string, account: string): boolean {
  const m = normaliseAccount(masked);
  if (m.length !== account.length) return false;
  for (let i = 0; i < m.length; i++) {
    const c = m[i]!;
    if (!HIDDEN.test(c) && c !== account[i]) return false;
  }
  return true;
}

/** The visible digits as a LIKE pattern (`_` for hidden ones), to find candidates in SQL. */
export function maskedToLikePattern(masked: string): string {
  return normaliseAccount(masked).replace(/[xX*]/g, '_');
}

/**
 * Could `a` and `b` (each full or masked, as two banks show one sender) be the same account? Same length,
 * and equal wherever both show a digit. Used to recognise one transfer reported under two references.
 */
export function accountsAgree(a: string, b: string): boolean {
  const x = normaliseAccount(a);
  const y = normaliseAccount(b);
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) {
    if (!HIDDEN.test(x[i]!) && !HIDDEN.test(y[i]!) && x[i] !== y[i]) return false;
  }
  return true;
}
