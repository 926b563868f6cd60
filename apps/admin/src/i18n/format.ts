import type { Lang } from './language';

// Bangkok time whatever the computer's zone: the back office and the member app speak of the same clock.
const ZONE = 'Asia/Bangkok';

const thaiDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const thaiTime = new Intl.DateTimeFormat('th-TH', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
// en-CA writes dates as YYYY-MM-DD: with a 24-hour clock, the ISO-like form staff can sort and paste.
const isoLike = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as staff read it: "22 พ.ย. 2568 09:05:00" in Thai (Buddhist era, 24-hour), "2025-11-22 09:05:00"
 * in English. Seconds are kept: the back office compares times of transfers and audit entries.
 */
export function formatDateTime(value: string | number | Date, lang: Lang) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (lang === 'th') return `${thaiDate.format(date)} ${thaiTime.format(date)}`;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    isoLike.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Baht as the wire carries it (a number or a decimal string) → "1,234.50", the same in both languages.
 * A string is formatted from its digits, not through a float, so large amounts keep every satang.
 */
export function formatMoney(value: number | string | null | undefined) {
  if (typeof value === 'number') return money.format(Number.isFinite(value) ? value : 0);
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((value ?? '').trim());
  if (!match) return money.format(0);
  const [, sign, whole = '0', cents = ''] = match;
  const grouped = BigInt(whole).toLocaleString('en-US');
  return `${sign}${grouped}.${cents.padEnd(2, '0')}`;
}
