import type { FastifyReply } from 'fastify';

/**
 * CSV for Excel and Google Sheets: a UTF-8 byte-order mark first (without it Excel reads UTF-8 as the
 * Windows code page and Thai turns to mojibake), CRLF line ends, and a field quoted when it holds a comma,
 * a quote or a line break. A text field starting with = + - @ gets a leading apostrophe: a spreadsheet
 * would run it as a formula (CSV injection); numbers, and number strings such as baht with 2 decimals,
 * are written as they are.
 */
export const BOM = '\uFEFF';

const NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return BOM + lines.join('\r\n') + '\r\n';
}

function field(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || NUMBER.test(value)) return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV answer: a download named `filename` (the body from toCsv starts with its UTF-8 BOM). */
export function sendCsv(reply: FastifyReply, filename: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
