// Bangkok time in Thai format, as the member app writes it: Buddhist-era year, 24-hour clock.
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

/** "25 พฤศจิกายน 2569 13:05 น." */
export const dateText = (iso: string) =>
  `${datePart.format(new Date(iso))} ${timePart.format(new Date(iso))} น.`;
