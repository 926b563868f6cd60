/** What other modules use of the reports module (issue 26 item 4: modules meet only through their index.ts). */
export { sendCsv, toCsv } from './csv';
export { bangkokDay, resolveRange, startOf, type DayRange } from './range';
