import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { reportDailyKey, useReportDaily } from '../api/get-report-daily';
import { reportSummaryKey, useReportSummary } from '../api/get-report-summary';
import { usePendingWithdrawals, useUnmatchedStatements } from '../api/get-queue-counts';
import { queryClient } from '../api/query-client';
import { Page } from '../components/page';
import { QueryState } from '../components/query-state';
import { useSignedIn } from '../components/require-session';
import { paths } from '../config/paths';
import { screensFor } from '../config/screens';
import { useI18n } from '../i18n';
import { bangkokToday, formatCount, presetRange } from '../lib/report-range';
import { RangePicker } from './reports/range-picker';
import type { ChartLine } from './reports/report-chart';
import { FigureCard, FigureGroup, QueueFigures, SummaryFigures } from './reports/summary-figures';
import { useReportRange } from './reports/use-report-range';

// The chart library comes with the first chart drawn, never for a role that sees none.
const ReportChart = lazy(() => import('./reports/report-chart'));

const DASHBOARD_LINES: readonly ChartLine[] = [
  { figure: 'deposits', color: '#7ee2a8' },
  { figure: 'withdrawals', color: '#ff8f85' },
  { figure: 'net', color: '#f2c14e' },
];

/**
 * Where sign-in lands, for every role: the figures of a range and 30 days of money for roles that read
 * reports; for the others (support) the waiting work they can read and their screens.
 */
export function DashboardRoute() {
  const { permissions } = useSignedIn();
  return permissions.includes('reports.read') ? <ReportsDashboard /> : <WorkDashboard />;
}

function SignedInLead() {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  return (
    <p className="page__lead">
      {t.signedInAs} <strong>{staff.username}</strong>
    </p>
  );
}

/** Reads again every figure of the screen (the answers are otherwise kept 30 s). */
function RefreshButton({ busy }: { busy: boolean }) {
  const { t } = useI18n();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reportSummaryKey });
    void queryClient.invalidateQueries({ queryKey: reportDailyKey });
  };
  return (
    <button type="button" className="btn btn-ghost btn-sm" aria-busy={busy} disabled={busy} onClick={refresh}>
      {busy ? t.loading : t.refresh}
    </button>
  );
}

function ReportsDashboard() {
  const { t } = useI18n();
  const [range, setRange] = useReportRange('today');
  const summary = useReportSummary(range);
  const daily = useReportDaily(presetRange('30d', bangkokToday()));
  return (
    <Page title={t.navDashboard} actions={<RefreshButton busy={summary.isFetching || daily.isFetching} />}>
      <SignedInLead />
      <RangePicker range={range} onRange={setRange} />
      <QueryState query={summary}>
        {(data) => (
          <>
            <SummaryFigures summary={data} />
            <QueueFigures queues={data.queues} />
          </>
        )}
      </QueryState>
      <QueryState query={daily}>
        {(data) => (
          <Suspense
            fallback={
              <p className="boot" role="status" aria-busy="true">
                {t.loading}
              </p>
            }
          >
            <ReportChart title={t.dashChartTitle} rows={data.days} lines={DASHBOARD_LINES} money />
          </Suspense>
        )}
      </QueryState>
    </Page>
  );
}

/** A role without reports (support): the queues it may read, as counts linking to them, and its screens. */
function WorkDashboard() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const readsWithdrawals = permissions.includes('withdrawals.read');
  const readsDeposits = permissions.includes('deposits.read');
  const withdrawals = usePendingWithdrawals(readsWithdrawals);
  const statements = useUnmatchedStatements(readsDeposits);
  const shown = (count: { data?: number | undefined; isError: boolean }) =>
    count.data !== undefined ? formatCount(count.data) : count.isError ? '–' : '…';
  const screens = screensFor(permissions).filter((s) => s.path !== paths.dashboard);
  return (
    <Page title={t.navDashboard}>
      <SignedInLead />
      {(readsWithdrawals || readsDeposits) && (
        <FigureGroup title={t.dashQueuesTitle} note={t.dashQueuesNow}>
          {readsWithdrawals && (
            <FigureCard label={t.repWithdrawalsPending} value={shown(withdrawals)} to={paths.withdrawals} />
          )}
          {readsDeposits && (
            <FigureCard label={t.repStatementsUnmatched} value={shown(statements)} to={paths.deposits} />
          )}
        </FigureGroup>
      )}
      {screens.length > 0 && (
        <section className="section" aria-labelledby="dash-screens">
          <h2 id="dash-screens" className="section__title">
            {t.dashScreensTitle}
          </h2>
          <ul className="report-links">
            {screens.map((screen) => (
              <li key={screen.path}>
                <Link className="btn btn-ghost btn-sm" to={screen.path}>
                  {t[screen.label]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
