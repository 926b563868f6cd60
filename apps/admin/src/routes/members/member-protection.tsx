import { fillMessage, type AdminMemberProtection, type PlayLimitField } from '@chokdee/contracts';
import { useState } from 'react';
import { useMemberProtection } from '../../api/get-member-protection';
import { PROTECTION_FLAGS_PAGE_SIZE, useProtectionFlags } from '../../api/get-protection-flags';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useI18n, type Catalogue, type MessageKey } from '../../i18n';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { FlagsTable } from '../protection/flags-table';
import { At } from './list-cells';
import { Fact } from './member-summary';

type Limits = AdminMemberProtection['limits'];
type Period = 'day' | 'week' | 'month';
const PERIODS: Array<[Period, MessageKey]> = [
  ['day', 'protectionPerDay'],
  ['week', 'protectionPerWeek'],
  ['month', 'protectionPerMonth'],
];
const BREAK_KIND: Record<string, MessageKey> = { timeout: 'breakTimeout', exclusion: 'breakExclusion' };
const BREAK_PERIOD: Record<string, MessageKey> = {
  '24h': 'period24h',
  '7d': 'period7d',
  '30d': 'period30d',
  '6m': 'period6m',
  '1y': 'period1y',
  '5y': 'period5y',
};
const FIELD_LABEL: Record<PlayLimitField, [MessageKey, MessageKey | null]> = {
  depositDay: ['protectionDepositLimit', 'protectionPerDay'],
  depositWeek: ['protectionDepositLimit', 'protectionPerWeek'],
  depositMonth: ['protectionDepositLimit', 'protectionPerMonth'],
  lossDay: ['protectionLossLimit', 'protectionPerDay'],
  lossWeek: ['protectionLossLimit', 'protectionPerWeek'],
  lossMonth: ['protectionLossLimit', 'protectionPerMonth'],
  sessionMinutes: ['protectionSession', null],
  realityCheckMinutes: ['protectionRealityCheck', null],
};

const fieldName = (t: Catalogue, field: PlayLimitField) => {
  const [what, period] = FIELD_LABEL[field];
  return period ? fillMessage(t.protectionLimitOf, { what: t[what], period: t[period] }) : t[what];
};
/** Minutes, or off (a reality check the member switched off). */
const minutes = (t: Catalogue, n: number | null) =>
  n === null ? t.protectionOff : fillMessage(t.protectionMinutes, { n });

/**
 * The member's own protection, read-only (issue 27): limits with the room left, raises waiting their 24
 * hours, the running break, the breaks taken and the deposits flagged. Nothing here changes any of it: the
 * server has no call that would, and nobody ends or shortens a break.
 */
export function MemberProtection({ id }: { id: string }) {
  const { t } = useI18n();
  const protection = useMemberProtection(id);
  return (
    <section className="section" aria-labelledby="member-protection-title">
      <h2 id="member-protection-title" className="section__title">
        {t.memberProtectionTitle}
      </h2>
      <p className="muted">{t.memberProtectionReadOnly}</p>
      <QueryState query={protection}>
        {(data) => (
          <>
            <LimitFacts limits={data.limits} />
            <Pending limits={data.limits} />
            <Breaks breaks={data.breaks} />
          </>
        )}
      </QueryState>
      <MemberFlags id={id} />
    </section>
  );
}

function LimitFacts({ limits }: { limits: Limits }) {
  const { t, lang } = useI18n();
  const running = limits.break;
  const money = (v: number | null) => (v === null ? t.protectionNone : formatMoney(v));
  return (
    <dl className="member-facts">
      <Fact term={t.protectionBreakNow}>
        {running ? (
          <span className="chip chip--danger">
            {fillMessage(t.protectionBreakUntil, {
              kind: t[BREAK_KIND[running.kind] ?? 'breakTimeout'],
              until: formatDateTime(running.until, lang),
            })}
          </span>
        ) : (
          t.protectionNoBreak
        )}
      </Fact>
      {PERIODS.map(([period, label]) => (
        <Fact
          key={`d-${period}`}
          term={fillMessage(t.protectionLimitOf, { what: t.protectionDepositLimit, period: t[label] })}
        >
          <span className="stack">
            <span className="tabular">{money(limits.deposit[period])}</span>
            {limits.depositRoom[period] !== null && (
              <span className="muted tabular">
                {fillMessage(t.protectionRoomLeft, { amount: formatMoney(limits.depositRoom[period]) })}
              </span>
            )}
          </span>
        </Fact>
      ))}
      {PERIODS.map(([period, label]) => (
        <Fact
          key={`l-${period}`}
          term={fillMessage(t.protectionLimitOf, { what: t.protectionLossLimit, period: t[label] })}
        >
          <span className="tabular">{money(limits.loss[period])}</span>
        </Fact>
      ))}
      <Fact term={t.protectionSession}>
        {limits.sessionMinutes === null ? t.protectionNone : minutes(t, limits.sessionMinutes)}
      </Fact>
      <Fact term={t.protectionRealityCheck}>{minutes(t, limits.realityCheckMinutes)}</Fact>
    </dl>
  );
}

function Pending({ limits }: { limits: Limits }) {
  const { t, lang } = useI18n();
  const shown = (field: PlayLimitField, value: number | null) =>
    value === null
      ? t.protectionRemoved
      : field === 'sessionMinutes' || field === 'realityCheckMinutes'
        ? minutes(t, value)
        : formatMoney(value);
  return (
    <>
      <h3 className="section__subtitle">{t.protectionPendingTitle}</h3>
      {limits.pending.length === 0 ? (
        <p className="muted">{t.protectionPendingNone}</p>
      ) : (
        <ul className="plain-list">
          {limits.pending.map((p) => (
            <li key={p.field}>
              {fillMessage(t.protectionPendingItem, {
                field: fieldName(t, p.field),
                value: shown(p.field, p.value),
                at: formatDateTime(p.effectiveAt, lang),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Breaks({ breaks }: { breaks: AdminMemberProtection['breaks'] }) {
  const { t } = useI18n();
  if (breaks.length === 0) return null;
  return (
    <>
      <h3 className="section__subtitle">{t.protectionBreaksTitle}</h3>
      <div className="wallet-box" role="region" aria-label={t.protectionBreaksLabel} tabIndex={0}>
        <table className="wallet-table">
          <caption className="sr-only">{t.protectionBreaksLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colBreakKind}</th>
              <th scope="col">{t.colBreakPeriod}</th>
              <th scope="col">{t.colStartedAt}</th>
              <th scope="col">{t.colUntil}</th>
            </tr>
          </thead>
          <tbody>
            {breaks.map((b) => (
              <tr key={`${b.startedAt}-${b.until}`}>
                <th scope="row">{t[BREAK_KIND[b.kind] ?? 'breakTimeout']}</th>
                <td>{BREAK_PERIOD[b.period] ? t[BREAK_PERIOD[b.period]!] : b.period}</td>
                <td>
                  <At at={b.startedAt} />
                </td>
                <td>
                  <At at={b.until} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function MemberFlags({ id }: { id: string }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const flags = useProtectionFlags({ memberId: id, page });
  return (
    <>
      <h3 className="section__subtitle">{t.protectionMemberFlagsTitle}</h3>
      <QueryState query={flags}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="muted">{t.protectionMemberNoFlags}</p>
          ) : (
            <>
              <FlagsTable rows={data.items} label={t.protectionMemberFlagsTitle} withMember={false} />
              <Pager page={page} pageSize={PROTECTION_FLAGS_PAGE_SIZE} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
