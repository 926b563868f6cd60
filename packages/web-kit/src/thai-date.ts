// Bangkok time whatever the phone's zone, in Thai format: Buddhist-era year (พ.ศ.) and a 24-hour clock,
// the same as the house game pages (docs/decisions/085-thai-formats.md).
const datePart = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timePart = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-29" → "29 พฤศจิกายน 2569": a day without its time (a date in force, a date of birth). */
export function formatDay(value: string | number | Date) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : datePart.format(date);
}

/** "2025-11-22T02:05:00Z" → "22 พฤศจิกายน 2568 09:05 น." (SPEC §9: day, month name, year, time). */
export function formatDate(value: string | number | Date) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${datePart.format(date)} ${timePart.format(date)} น.`;
}
