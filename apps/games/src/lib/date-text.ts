import { formatDate } from '@chokdee/web-kit';
import { LANG } from '../i18n';

/** English: Bangkok time, Gregorian year, a 24-hour clock ("29 Nov 2026, 09:05"), as Thai is Bangkok time. */
const english = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A round's time in the page's language: Thai is web-kit's (Buddhist-era year, "น."), English the
 * Gregorian year (decision 102).
 */
export function shownDate(value: string | number | Date) {
  if (LANG === 'th') return formatDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : english.format(date);
}
