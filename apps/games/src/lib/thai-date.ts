// The member app's Thai dates (Buddhist-era year, 24-hour clock, Bangkok time), so both apps write them alike.
export { formatDate as dateText } from '../../../web/src/lib/thai-date';
