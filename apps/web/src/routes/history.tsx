import { useState } from 'react';
import type { StatementFilter } from '../api/get-statement';
import { Page } from '../components/page';
import { StatementDownload } from '../components/statement-download';
import { StatementFilters } from '../components/statement-filters';
import { StatementList } from '../components/statement-list';
import { bangkokDay } from '../lib/statement';
import { TEXT } from '../lib/text';
import '../styles/statement.css';

/**
 * /history: the member's full history (issue 27 item 5), filtered by dates and type, 20 lines at a time, and
 * the monthly statement files. The SPEC's 20 latest stay in the history popup and the /transactions pages.
 */
export function HistoryRoute() {
  const [now] = useState(() => Date.now());
  const today = bangkokDay(now);
  // The server's own default: the year up to today.
  const [filter, setFilter] = useState<StatementFilter>({
    from: bangkokDay(now, 365),
    to: today,
    type: 'all',
  });
  return (
    <Page title={TEXT.statementTitle} className="narrow">
      <div className="statement-page">
        <StatementFilters filter={filter} onChange={setFilter} today={today} />
        <StatementList filter={filter} />
        <StatementDownload now={now} />
      </div>
    </Page>
  );
}
