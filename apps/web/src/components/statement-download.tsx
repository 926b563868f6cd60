import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../api/client';
import { downloadStatement } from '../api/download-statement';
import { showError } from '../lib/alerts';
import { recentMonths } from '../lib/statement';
import { SubHeading } from './sub-heading';
import { TEXT } from '../lib/text';

/** A month's statement as a CSV or PDF file, fetched with the member's token. */
export function StatementDownload({ now }: { now: number }) {
  const id = useId();
  const months = useMemo(() => recentMonths(now), [now]);
  const [month, setMonth] = useState(months[0]!.value);
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);

  async function download(format: 'csv' | 'pdf') {
    setBusy(format);
    try {
      await downloadStatement(format, month);
    } catch (err) {
      await showError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card statement-download" aria-labelledby={`${id}-title`}>
      <SubHeading id={`${id}-title`} className="statement-download__title">
        {TEXT.statementDownloadTitle}
      </SubHeading>
      <p className="field__hint">{TEXT.statementDownloadNote}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-month`}>
          {TEXT.statementMonth}
        </label>
        <select id={`${id}-month`} className="input" value={month} onChange={(e) => setMonth(e.target.value)}>
          {months.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div className="statement-download__buttons">
        {(['csv', 'pdf'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="btn btn-ghost"
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
          >
            {format === 'csv' ? TEXT.statementDownloadCsv : TEXT.statementDownloadPdf}
          </button>
        ))}
      </div>
    </section>
  );
}
