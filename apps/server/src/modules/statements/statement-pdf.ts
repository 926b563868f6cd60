import { bahtWithSatang, fillMessage, STATEMENT_TEXTS } from '@chokdee/contracts';
import PDFDocument from 'pdfkit';
import { bangkokTime } from './bangkok-time';
import { registerFonts, writeText } from './pdf-text';
import type { MonthlyStatement } from './service';

const MARGIN = 40;
const ROW = 16;
/** Column widths on A4 (595 pt wide, 515 between the margins): time, type, description, amount, balance. */
const COLUMNS = [92, 48, 215, 80, 80] as const;

/**
 * The month as a PDF: title, opening balance, every line oldest first (the header repeats on each page),
 * closing balance and the totals per type. Resolves to the file's bytes.
 */
export function monthlyPdf(s: MonthlyStatement, member: string): Promise<Buffer> {
  const t = STATEMENT_TEXTS[s.lang];
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${s.month} statement` } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const bottom = doc.page.height - MARGIN - ROW;
  let y = MARGIN;
  const row = (cells: string[], weight: 'regular' | 'bold' = 'regular') => {
    let x = MARGIN;
    cells.forEach((cell, i) => {
      writeText(doc, cell, x, y, { width: COLUMNS[i]! - 4, weight, align: i >= 3 ? 'right' : 'left' });
      x += COLUMNS[i]!;
    });
    y += ROW;
  };
  const header = () => {
    row([t.colAt, t.colType, t.colTitle, t.colAmount, t.colBalance], 'bold');
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(doc.page.width - MARGIN, y - 3)
      .lineWidth(0.5)
      .stroke('#888888');
  };
  const nextRow = () => {
    if (y <= bottom) return;
    doc.addPage();
    y = MARGIN;
    header();
  };

  writeText(doc, fillMessage(t.fileTitle, { month: s.month }), MARGIN, y, {
    width: 515,
    weight: 'bold',
    size: 15,
  });
  y += 24;
  writeText(doc, `${t.fileMember} ${member} · ${t.timeZone}`, MARGIN, y, { width: 515 });
  y += ROW * 1.5;
  header();
  row(['', '', t.opening, '', bahtWithSatang(s.openingBalance)], 'bold');
  if (s.lines.length === 0) row(['', '', t.noLines, '', '']);
  for (const l of s.lines) {
    nextRow();
    row([
      bangkokTime(l.at).slice(0, 16),
      t[`type_${l.type}`],
      l.title,
      bahtWithSatang(l.amount),
      bahtWithSatang(l.balanceAfter),
    ]);
  }
  nextRow();
  row(['', '', t.closing, '', bahtWithSatang(s.closingBalance)], 'bold');
  y += ROW / 2;
  nextRow();
  row(['', '', t.totals, '', ''], 'bold');
  for (const x of s.totals) {
    nextRow();
    row(['', t[`type_${x.type}`], '', bahtWithSatang(x.amount), '']);
  }
  doc.end();
  return done;
}
