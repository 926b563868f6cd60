/**
 * The most one withdrawal can take now, in baht: the site's maximum, the running bonus's cap and the
 * game wallet, whichever is lowest. 0 means "no limit" for the first two (SPEC §9), so the member card
 * never promises more than a withdrawal would allow ("ไม่จำกัด" was wrong whenever money was short).
 */
export function maxPerWithdrawal(siteMax: number, bonusCap: number, balance: number): number {
  return [siteMax, bonusCap].filter((limit) => limit > 0).reduce((a, b) => Math.min(a, b), balance);
}
