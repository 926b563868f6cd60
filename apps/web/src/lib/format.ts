import { WALLET_BANK } from '@chokdee/contracts';

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
 * Account numbers with dashes (SPEC §9): 10 digits as xxx-x-xxxxx-x, 12 digits as xxx-x-xxxxx-xxx,
 * a wallet's phone number as xxx-xxx-xxxx. Anything else is shown as given.
 */
export function formatAccount(account: string, bankCode?: string) {
  const d = account.replace(/\D/g, '');
  if (bankCode === WALLET_BANK.code && d.length === 10)
    return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 10 || d.length === 12)
    return `${d.slice(0, 3)}-${d.slice(3, 4)}-${d.slice(4, 9)}-${d.slice(9)}`;
  return account;
}

// Bangkok time whatever the phone's zone, Gregorian year as the original site showed it.
const datePart = new Intl.DateTimeFormat('th-TH-u-ca-gregory', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timePart = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** "2025-11-22T02:05:00Z" → "22 พฤศจิกายน 2025 09:05 AM" (SPEC §9: day, month name, year, time am/pm). */
export function formatDate(value: string | number | Date) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${datePart.format(date)} ${timePart.format(date)}`;
}
