import { fillMessage, type WithdrawalQueueRow, type WithdrawalStatus } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { BankLogo } from '../../components/bank-logo';
import { useI18n, type MessageKey } from '../../i18n';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { bankName, formatAccount } from '../../lib/bank';

/** The member: name, and the phone staff call back on. */
export function MemberCell({ member }: { member: WithdrawalQueueRow['member'] }) {
  return (
    <span className="stack">
      <strong>{member.name}</strong>
      <span className="muted tabular">{member.phoneNumber}</span>
    </span>
  );
}

/** The account the money goes to: the bank's logo (decorative) and name, the number, the holder. */
export function BankCell({ bank }: { bank: WithdrawalQueueRow['bank'] }) {
  const { lang } = useI18n();
  return (
    <span className="bank-cell">
      <BankLogo code={bank.code} />
      <span className="stack">
        <span>{bankName(bank.code, lang)}</span>
        <span className="tabular nowrap" translate="no">
          {formatAccount(bank.code, bank.account)}
        </span>
        <span className="muted">{bank.accountName}</span>
      </span>
    </span>
  );
}

/** Turnover of the bonus the withdrawal ended: made of needed, and whether it is met. */
export function TurnoverCell({ turnover }: { turnover: WithdrawalQueueRow['turnover'] }) {
  const { t } = useI18n();
  if (!turnover) return <span className="muted">{t.turnoverNone}</span>;
  return (
    <span className="stack">
      <span className="tabular">
        {fillMessage(t.turnoverProgress, {
          done: formatMoney(turnover.done),
          need: formatMoney(turnover.need),
        })}
      </span>
      <span className={turnover.met ? 'chip chip--ok' : 'chip chip--warn'}>
        {turnover.met ? t.turnoverMet : t.turnoverNotMet}
      </span>
    </span>
  );
}

const STATUS_LABEL: Record<WithdrawalStatus, MessageKey> = {
  pending: 'withdrawalPending',
  paying: 'withdrawalPaying',
  paid: 'withdrawalPaid',
  failed: 'withdrawalFailed',
  rejected: 'withdrawalRejected',
};
const statusLabel = (status: string): MessageKey =>
  STATUS_LABEL[status as WithdrawalStatus] ?? 'withdrawalPending';

/** The member's last deposits and withdrawals, folded behind a summary so the row stays one line high. */
export function RecentCell({ recent }: { recent: WithdrawalQueueRow['recent'] }) {
  const { t, lang } = useI18n();
  return (
    <details className="recent">
      <summary>
        {fillMessage(t.recentShow, {
          deposits: recent.deposits.length,
          withdrawals: recent.withdrawals.length,
        })}
      </summary>
      <div className="recent__lists">
        <RecentList title={t.recentDeposits} empty={t.recentNone}>
          {recent.deposits.map((move, i) => (
            <li key={`${move.at}-${i}`}>
              <span className="tabular">+{formatMoney(move.amount)}</span>{' '}
              <span className="muted">{formatDateTime(move.at, lang)}</span>
            </li>
          ))}
        </RecentList>
        <RecentList title={t.recentWithdrawals} empty={t.recentNone}>
          {recent.withdrawals.map((move) => (
            <li key={move.id}>
              <span className="tabular">−{formatMoney(move.amount)}</span> {t[statusLabel(move.status)]}{' '}
              <span className="muted">{formatDateTime(move.at, lang)}</span>
            </li>
          ))}
        </RecentList>
      </div>
    </details>
  );
}

function RecentList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <div>
      <p className="recent__title">{title}</p>
      {children.length ? <ul className="recent__list">{children}</ul> : <p className="muted">{empty}</p>}
    </div>
  );
}

const REVIEW_LABEL: Record<NonNullable<WithdrawalQueueRow['reviewReason']>, MessageKey> = {
  linkedBonus: 'reviewLinkedBonus',
  firstWithdrawal: 'reviewFirstWithdrawal',
  dailyLimit: 'reviewDailyLimit',
};

/** Everything a reviewer should notice, as coloured chips that also say it in words. */
export function FlagChips({ row }: { row: WithdrawalQueueRow }) {
  const { t } = useI18n();
  const chips: { key: string; text: string; tone: 'danger' | 'warn' | 'info' }[] = [];
  if (row.reason)
    chips.push({
      key: 'failed',
      text: fillMessage(t.payoutFailedReason, { reason: row.reason }),
      tone: 'danger',
    });
  if (row.reviewReason) chips.push({ key: 'review', text: t[REVIEW_LABEL[row.reviewReason]], tone: 'info' });
  if (row.flags.firstWithdrawal) chips.push({ key: 'first', text: t.flagFirstWithdrawal, tone: 'info' });
  if (row.flags.largeAmount) chips.push({ key: 'large', text: t.flagLargeAmount, tone: 'warn' });
  if (row.flags.bankChanged) chips.push({ key: 'bank', text: t.flagBankChanged, tone: 'danger' });
  if (row.flags.manyFailedLogins)
    chips.push({
      key: 'logins',
      text: fillMessage(t.flagFailedLogins, { count: row.failedLogins }),
      tone: 'danger',
    });
  if (!chips.length) return <span className="muted">{t.flagNone}</span>;
  return (
    <ul className="chips">
      {chips.map((chip) => (
        <li key={chip.key} className={`chip chip--${chip.tone}`}>
          {chip.text}
        </li>
      ))}
    </ul>
  );
}

export function RequestedAt({ at }: { at: string }) {
  const { lang } = useI18n();
  return (
    <time className="tabular" dateTime={at}>
      {formatDateTime(at, lang)}
    </time>
  );
}
