// Bangkok time whatever the phone's zone, in English: the Gregorian year and a 24-hour clock, the same day and
// time as thai-date.ts shows in Thai (docs/decisions/101-member-app-in-english.md).
const datePart = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timePart = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-29" → "29 November 2026": a day without its time. */
export function formatDayEn(value: string | number | Date) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : datePart.format(date);
}

/** "2025-11-22T02:05:00Z" → "22 November 2025, 09:05". */
export function formatDateEn(value: string | number | Date) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${datePart.format(date)}, ${timePart.format(date)}`;
}
