import type { ReportMembers, ReportMoney, ReportSummary } from '@chokdee/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignedIn } from '../../components/require-session';
import { paths } from '../../config/paths';
import { mayOpen, SCREENS } from '../../config/screens';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { REPORT_LABEL } from '../../lib/report-labels';
import { formatCount } from '../../lib/report-range';
import './reports.css';

const MONEY: { figure: keyof ReportMoney; tone?: 'in' | 'out' }[] = [
  { figure: 'deposits', tone: 'in' },
  { figure: 'withdrawals', tone: 'out' },
  { figure: 'net' },
  { figure: 'bonuses' },
  { figure: 'cashback' },
  { figure: 'affiliate' },
  { figure: 'adjustments' },
];
const MEMBERS: (keyof ReportMembers)[] = ['newMembers', 'firstDepositors', 'activeMembers'];

/** One large number with its name; a link to the screen that works on it when the role may open it. */
export function FigureCard({
  label,
  value,
  unit,
  tone,
  to,
}: {
  label: string;
  value: string;
  unit?: string;
  tone?: 'in' | 'out' | undefined;
  to?: string | undefined;
}) {
  const { t } = useI18n();
  const body: ReactNode = (
    <>
      <span className="figure__label">{label}</span>
      <span className={tone ? `figure__value figure__value--${tone}` : 'figure__value'}>
        {value}
        {unit && <span className="figure__unit">{unit}</span>}
      </span>
      {to && (
        <span className="figure__more">
          {t.dashOpenList} <span aria-hidden="true">›</span>
        </span>
      )}
    </>
  );
  return (
    <li className="figures__item">
      {to ? (
        <Link className="figure" to={to}>
          {body}
        </Link>
      ) : (
        <div className="figure">{body}</div>
      )}
    </li>
  );
}

/** A titled group of figure cards. */
export function FigureGroup({
  title,
  note,
  level = 2,
  children,
}: {
  title: string;
  note?: string;
  /** Its heading's level: 3 inside a section of its own. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="section" aria-labelledby={id}>
      <Heading id={id} className={level === 2 ? 'section__title' : 'section__subtitle'}>
        {title}
      </Heading>
      {note && <p className="muted">{note}</p>}
      <ul className="figures">{children}</ul>
    </section>
  );
}

/** Whether the role opens the screen at `path` (a link to a screen it cannot open would say "no access"). */
function useMayOpen() {
  const { permissions } = useSignedIn();
  return (path: string) => {
    const screen = SCREENS.find((s) => s.path === path);
    return screen ? mayOpen(screen, permissions) : false;
  };
}

/** The range's money and member figures as large cards (baht with 2 decimals, counts whole). */
export function SummaryFigures({ summary, level = 2 }: { summary: ReportSummary; level?: 2 | 3 }) {
  const { t } = useI18n();
  return (
    <>
      <FigureGroup title={t.dashMoneyTitle} level={level}>
        {MONEY.map(({ figure, tone }) => (
          <FigureCard
            key={figure}
            label={t[REPORT_LABEL[figure]]}
            value={formatMoney(summary.money[figure])}
            unit={t.baht}
            tone={tone}
          />
        ))}
      </FigureGroup>
      <FigureGroup title={t.dashMembersTitle} level={level}>
        {MEMBERS.map((figure) => (
          <FigureCard
            key={figure}
            label={t[REPORT_LABEL[figure]]}
            value={formatCount(summary.members[figure])}
          />
        ))}
      </FigureGroup>
    </>
  );
}

/** The waiting work, each count a link to its screen where the role may open it. */
export function QueueFigures({ queues }: { queues: ReportSummary['queues'] }) {
  const { t } = useI18n();
  const may = useMayOpen();
  const link = (path: string, search = '') => (may(path) ? `${path}${search}` : undefined);
  return (
    <FigureGroup title={t.dashQueuesTitle} note={t.dashQueuesNote}>
      <FigureCard
        label={t.repWithdrawalsPending}
        value={formatCount(queues.withdrawalsPending)}
        to={link(paths.withdrawals)}
      />
      <FigureCard label={t.repWithdrawalsPaying} value={formatCount(queues.withdrawalsPaying)} />
      <FigureCard
        label={t.repWithdrawalsFailed}
        value={formatCount(queues.withdrawalsFailed)}
        to={link(paths.withdrawals, '?status=failed')}
      />
      <FigureCard
        label={t.repStatementsUnmatched}
        value={formatCount(queues.statementsUnmatched)}
        to={link(paths.deposits)}
      />
    </FigureGroup>
  );
}
