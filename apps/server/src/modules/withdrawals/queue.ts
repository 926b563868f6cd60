import type { ReviewReason, WithdrawalQueueRow } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { shownAccountNumber } from '../../lib/mask';
import { toBaht } from '../../lib/money';
import type { AutoRules } from './auto-rules';
import {
  MANY_FAILED_LOGINS,
  queuePage,
  queueVersion,
  RECENT,
  recentDeposits,
  recentWithdrawals,
  type QueueRow,
} from './queue-repo';
import { readAutoRules } from './rules-repo';

/**
 * The withdrawal queue as staff see it (issue 12 screen 2): each row carries what a decision needs.
 * `fullAccounts`: the caller may pay (withdrawals.act) and sees whole account numbers; others see the
 * last 4 digits (docs/rules/back-office.md rule 4).
 */
export function createWithdrawalQueue({ ctx }: { ctx: Pick<AppContext, 'db'> }) {
  const { db } = ctx;
  return {
    async list(
      query: { status?: 'pending' | 'failed'; page: number; pageSize: number },
      { fullAccounts }: { fullAccounts: boolean },
    ) {
      const [{ total, items }, rules, { version }] = await Promise.all([
        queuePage(db, query),
        readAutoRules(db),
        queueVersion(db),
      ]);
      const memberIds = [...new Set(items.map((r) => r.withdrawal.memberId))];
      const [deposits, withdrawals] = await Promise.all([
        recentDeposits(db, memberIds),
        recentWithdrawals(db, memberIds),
      ]);
      const depositsOf = byMember(deposits);
      const withdrawalsOf = byMember(withdrawals);
      const rows = items.map((row) =>
        toQueueRow(row, {
          rules,
          fullAccounts,
          deposits: depositsOf.get(row.withdrawal.memberId) ?? [],
          withdrawals: (withdrawalsOf.get(row.withdrawal.memberId) ?? []).filter(
            (w) => w.id !== row.withdrawal.id,
          ),
        }),
      );
      return { total, version, items: rows };
    },
  };
}
export type WithdrawalQueue = ReturnType<typeof createWithdrawalQueue>;

interface RowContext {
  rules: AutoRules;
  fullAccounts: boolean;
  deposits: Array<{ amount: bigint; at: Date }>;
  withdrawals: Array<{ id: string; amount: bigint; status: string; at: Date }>;
}

function toQueueRow(row: QueueRow, c: RowContext): WithdrawalQueueRow {
  const w = row.withdrawal;
  const need = row.turnover && BigInt(row.turnover.need);
  const done = row.turnover && BigInt(row.turnover.done);
  return {
    id: w.id,
    status: w.status as WithdrawalQueueRow['status'],
    amount: toBaht(w.amount),
    createdAt: w.createdAt.toISOString(),
    reason: w.reason,
    reviewReason: w.reviewReason as ReviewReason | null,
    member: { id: w.memberId, phoneNumber: row.phoneNumber, name: row.name },
    bank: {
      code: w.bankCode,
      account: shownAccountNumber(w.bankAccount, c.fullAccounts),
      accountName: w.accountName,
      masked: !c.fullAccounts,
    },
    turnover:
      need === null || done === null ? null : { need: toBaht(need), done: toBaht(done), met: done >= need },
    recent: {
      deposits: c.deposits
        .slice(0, RECENT)
        .map((d) => ({ amount: toBaht(d.amount), at: d.at.toISOString() })),
      withdrawals: c.withdrawals.slice(0, RECENT).map((x) => ({
        id: x.id,
        amount: toBaht(x.amount),
        status: x.status,
        at: x.at.toISOString(),
      })),
    },
    flags: {
      firstWithdrawal: !row.paidBefore,
      largeAmount: w.amount > c.rules.largeAmount,
      bankChanged: Boolean(row.bankChanged),
      manyFailedLogins: row.failedLogins >= MANY_FAILED_LOGINS,
    },
    failedLogins: row.failedLogins,
  };
}

/** Rows grouped by member, once per page rather than one scan per row. */
function byMember<T extends { memberId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.memberId, [...(groups.get(row.memberId) ?? []), row]);
  return groups;
}
