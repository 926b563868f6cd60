import { adminReportDaily, adminReportGames, adminReportSummary, fillMessage } from '@chokdee/contracts';
import { useId, useState, type ReactNode } from 'react';
import { reportDailyKey, useReportDaily } from '../../api/get-report-daily';
import { reportGamesKey, useReportGames } from '../../api/get-report-games';
import { reportSummaryKey, useReportSummary } from '../../api/get-report-summary';
import { queryClient } from '../../api/query-client';
import { reportCsvUrl } from '../../api/report-csv';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { CsvLink } from './csv-link';
import { DailyTable } from './daily-table';
import { GamesTable, type GamesTableRow } from './games-table';
import { RangePicker } from './range-picker';
import ReportChart, { type ChartLine } from './report-chart';
import { SummaryFigures } from './summary-figures';
import { useReportRange } from './use-report-range';

const MONEY_LINES: readonly ChartLine[] = [
  { figure: 'deposits', color: '#7ee2a8' },
  { figure: 'withdrawals', color: '#ff8f85' },
];
const COST_LINES: readonly ChartLine[] = [
  { figure: 'bonuses', color: '#f2c14e' },
  { figure: 'cashback', color: '#8cc8ff' },
  { figure: 'affiliate', color: '#d7b4ff' },
];
const MEMBER_LINES: readonly ChartLine[] = [
  { figure: 'newMembers', color: '#8cc8ff' },
  { figure: 'firstDepositors', color: '#7ee2a8' },
  { figure: 'activeMembers', color: '#f2c14e' },
];

/** Rows of the games table shown before "show all": a long tail of quiet games stays folded. */
const GAMES_FOLDED = 20;

/** A report's part: its heading, its CSV link beside it, then its content. */
function ReportSection({ title, csv, children }: { title: string; csv?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="section" aria-labelledby={id}>
      <div className="report-head">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {csv && <CsvLink href={csv} what={title} />}
      </div>
      {children}
    </section>
  );
}

function RefreshButton({ busy }: { busy: boolean }) {
  const { t } = useI18n();
  const refresh = () => {
    for (const queryKey of [reportSummaryKey, reportDailyKey, reportGamesKey])
      void queryClient.invalidateQueries({ queryKey });
  };
  return (
    <button type="button" className="btn btn-ghost btn-sm" aria-busy={busy} disabled={busy} onClick={refresh}>
      {busy ? t.loading : t.refresh}
    </button>
  );
}

/**
 * Reports (issue 12) over a range of Bangkok days: the range's figures, each day charted and tabled, and GGR
 * and NGR by provider and by game; every table downloads as the server's CSV.
 */
export function ReportsRoute() {
  const { t } = useI18n();
  const [range, setRange] = useReportRange('7d');
  const summary = useReportSummary(range);
  const daily = useReportDaily(range);
  const games = useReportGames(range);
  const [allGames, setAllGames] = useState(false);
  const busy = summary.isFetching || daily.isFetching || games.isFetching;

  return (
    <Page title={t.navReports} actions={<RefreshButton busy={busy} />}>
      <RangePicker range={range} onRange={setRange} />

      <ReportSection title={t.reportsRangeTitle} csv={reportCsvUrl(adminReportSummary, range)}>
        <QueryState query={summary}>{(data) => <SummaryFigures summary={data} level={3} />}</QueryState>
      </ReportSection>

      <ReportSection title={t.reportsDailyTitle} csv={reportCsvUrl(adminReportDaily, range)}>
        <QueryState query={daily}>
          {(data) => (
            <>
              <div className="charts">
                <ReportChart title={t.chartMoneyTitle} rows={data.days} lines={MONEY_LINES} money />
                <ReportChart title={t.chartCostsTitle} rows={data.days} lines={COST_LINES} money />
                <ReportChart
                  title={t.chartMembersTitle}
                  rows={data.days}
                  lines={MEMBER_LINES}
                  money={false}
                />
              </div>
              <DailyTable rows={data.days} />
            </>
          )}
        </QueryState>
      </ReportSection>

      <QueryState query={games}>
        {(data) => {
          const providers: GamesTableRow[] = data.providers.length
            ? [...data.providers, { ...data.total, provider: t.reportsTotal, isTotal: true }]
            : [];
          const shownGames = allGames ? data.games : data.games.slice(0, GAMES_FOLDED);
          return (
            <>
              <ReportSection
                title={t.reportsProvidersTitle}
                csv={reportCsvUrl(adminReportGames, range, { by: 'provider' })}
              >
                <p className="muted">{t.reportsGamesNote}</p>
                {providers.length ? (
                  <GamesTable
                    rows={providers}
                    by="provider"
                    label={fillMessage(t.tableOf, { name: t.reportsProvidersTitle })}
                  />
                ) : (
                  <EmptyState title={t.reportsNoPlayTitle} text={t.reportsNoPlayText} />
                )}
              </ReportSection>
              <ReportSection title={t.reportsGamesTitle} csv={reportCsvUrl(adminReportGames, range)}>
                {data.games.length ? (
                  <>
                    <GamesTable
                      rows={shownGames}
                      by="game"
                      label={fillMessage(t.tableOf, { name: t.reportsGamesTitle })}
                    />
                    {data.games.length > GAMES_FOLDED && (
                      <p>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          aria-expanded={allGames}
                          onClick={() => setAllGames((all) => !all)}
                        >
                          {allGames
                            ? t.showFewerRows
                            : fillMessage(t.showAllRows, { count: data.games.length })}
                        </button>
                      </p>
                    )}
                  </>
                ) : (
                  <EmptyState title={t.reportsNoPlayTitle} text={t.reportsNoPlayText} />
                )}
              </ReportSection>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
