import { getMonthlyStatementCsv, getMonthlyStatementPdf } from '@chokdee/contracts';
import { callFile } from './client';

/**
 * Downloads a month's statement: the file is fetched with the member's token (a plain link would have to put
 * the token in its URL, where logs and the history keep it), then saved from a blob.
 */
export async function downloadStatement(format: 'csv' | 'pdf', month: string) {
  const contract = format === 'csv' ? getMonthlyStatementCsv : getMonthlyStatementPdf;
  const blob = await callFile(contract, { query: { month } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-${month}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
