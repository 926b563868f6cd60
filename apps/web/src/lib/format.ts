import { groupAccount } from '@chokdee/contracts';
import { LANG } from './text';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1,234.50" (SPEC §9: thousands separators and 2 decimals). */
export function formatMoney(value: number | null | undefined) {
  return money.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234 → "1,234": counts such as prize coins and spin tickets. */
export function formatCount(value: number | null | undefined) {
  return whole.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/**
 * Account numbers with dashes (SPEC §9) in their bank's own grouping (contracts' banks.ts): 123-4-56789-0 at
 * most banks, 0200-1234-5678 at the Government Savings Bank, a wallet's phone number as 081-234-5678. Without a
 * known bank, or at a length the bank does not use, 10 and 12 digits fall back to xxx-x-xxxxx-x(xx); anything
 * else is shown as given.
 */
export function formatAccount(account: string, bankCode?: string) {
  const grouped = bankCode ? groupAccount(account, bankCode) : account;
  if (grouped !== account) return grouped;
  const d = account.replace(/\D/g, '');
  if (d.length === 10 || d.length === 12)
    return `${d.slice(0, 3)}-${d.slice(3, 4)}-${d.slice(4, 9)}-${d.slice(9)}`;
  return account;
}

/** An account number as formatAccount writes it, every digit but the last four hidden: xxx-x-x6789-0. */
export function maskAccount(account: string, bankCode?: string) {
  const shown = formatAccount(account, bankCode);
  let keep = 4;
  return [...shown]
    .reverse()
    .map((c) => (/\d/.test(c) ? (keep-- > 0 ? c : 'x') : c))
    .reverse()
    .join('');
}

export { formatDate, formatDay } from './text';

// The era every date of the app uses: Buddhist in Thai, Gregorian in English (lib/text.ts).
const yearPart = new Intl.DateTimeFormat(LANG === 'en' ? 'en-GB' : 'th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
});

/** The year in Bangkok, digits only: "2569" in Thai (Buddhist era), "2026" in English. */
export function formatYear(value: string | number | Date = new Date()) {
  return yearPart.format(new Date(value)).replace(/\D/g, '');
}
