import { createRequire } from 'node:module';

/**
 * Thai and Latin text in a PDF with fonts npm ships (@fontsource/noto-sans-thai, SIL Open Font Licence), so a
 * fresh `npm ci` makes the same file on any machine (decision 103). Fontsource splits the family by script:
 * the Thai file has no digits and the Latin file no Thai, so each run of text is written in its script's
 * font. pdfkit shapes with fontkit (OpenType GSUB/GPOS), which places Thai vowels and tone marks.
 */
const require = createRequire(import.meta.url);
const file = (subset: 'thai' | 'latin', weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight}-normal.woff`);

export type Weight = 'regular' | 'bold';

export function registerFonts(doc: PDFKit.PDFDocument) {
  doc.registerFont('thai-regular', file('thai', 400));
  doc.registerFont('thai-bold', file('thai', 700));
  doc.registerFont('latin-regular', file('latin', 400));
  doc.registerFont('latin-bold', file('latin', 700));
}

/** The text cut into runs of Thai (U+0E00–U+0E7F, with the spaces between Thai words) and of the rest. */
export function scriptRuns(text: string): { thai: boolean; text: string }[] {
  const runs: { thai: boolean; text: string }[] = [];
  for (const ch of text) {
    const thai = /[\u0e00-\u0e7f]/.test(ch) || (ch === ' ' && runs.at(-1)?.thai === true);
    const last = runs.at(-1);
    if (last && last.thai === thai) last.text += ch;
    else runs.push({ thai, text: ch });
  }
  return runs;
}

function widthOf(doc: PDFKit.PDFDocument, text: string, weight: Weight) {
  return scriptRuns(text).reduce(
    (w, r) => w + doc.font(`${r.thai ? 'thai' : 'latin'}-${weight}`).widthOfString(r.text),
    0,
  );
}

/** Whole characters of `text` that fit `width`, with an ellipsis when some were cut. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number, weight: Weight) {
  if (widthOf(doc, text, weight) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && widthOf(doc, `${chars.join('')}…`, weight) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** One line of text at (x, y) within `width`, never wrapped; right-aligned when asked. */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  opts: { width: number; weight?: Weight; align?: 'left' | 'right'; size?: number },
) {
  const weight = opts.weight ?? 'regular';
  doc.fontSize(opts.size ?? 9);
  const shown = fitted(doc, text, opts.width, weight);
  let left = opts.align === 'right' ? x + opts.width - widthOf(doc, shown, weight) : x;
  for (const run of scriptRuns(shown)) {
    doc.font(`${run.thai ? 'thai' : 'latin'}-${weight}`).text(run.text, left, y, { lineBreak: false });
    left += doc.widthOfString(run.text);
  }
}
