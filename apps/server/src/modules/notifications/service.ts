import type { Outbox, WarnLog } from '../../adapters/notify';
import type { Db } from '../../db/types';
import type { Env } from '../../env';
import { toSatang } from '../../lib/money';
import type { CreditVia } from '../deposits/statement-repo';
import type { InvariantReport } from '../ledger';
import {
  largeDepositText,
  ledgerCheckFailedText,
  screenLink,
  staffTotpLockedText,
  withdrawalWaitingText,
  type WaitReason,
} from './messages';
import { memberPhoneOf } from '../members/repo';

/** The same ledger failure is announced again only after this long (a screen may run the check often). */
const LEDGER_REPEAT_MS = 60 * 60 * 1000;

interface Deps {
  db: Db;
  env: Pick<Env, 'NOTIFY_LARGE_DEPOSIT_BAHT' | 'NOTIFY_SITE_URL'>;
  log: WarnLog;
  outbox: Outbox;
  now?: () => number;
}

/**
 * The events staff hear about. Callers call these after their transaction committed; each returns at once
 * and never throws (the outbox sends later, off the request), so a chat service can never slow or fail a
 * withdrawal, a deposit or a check. Each event happens in the one process that committed it, which alone
 * announces it: several processes never send one event twice.
 */
export function createNotifications({ db, env, log, outbox, now = Date.now }: Deps) {
  const largeDeposit = toSatang(env.NOTIFY_LARGE_DEPOSIT_BAHT);
  const link = (path: string) => screenLink(env.NOTIFY_SITE_URL, path);
  const phoneOf = async (memberId: string) => (await memberPhoneOf(db, memberId)) ?? '-';
  let lastLedgerFailure: { key: string; at: number } | undefined;

  /** Nothing an event does may reach its caller: a bug here is logged, never thrown into the money path. */
  function guarded<A extends unknown[]>(event: string, fn: (...args: A) => void) {
    return (...args: A) => {
      try {
        fn(...args);
      } catch (err) {
        log.warn({ event, error: err instanceof Error ? err.message : String(err) }, 'notification failed');
      }
    };
  }

  return {
    /** A withdrawal that committed as 'pending': it waits for staff. `manual`: there is no payout gateway. */
    withdrawalWaiting: guarded(
      'withdrawalWaiting',
      (
        w: {
          memberId: string;
          amount: bigint;
          bankCode: string;
          bankAccount: string;
          reviewReason: string | null;
        },
        { manual }: { manual: boolean },
      ) => {
        const reason = (w.reviewReason ?? (manual ? 'manualPayout' : 'aboveAuto')) as WaitReason;
        outbox.post(async () =>
          withdrawalWaitingText({
            ...w,
            phone: await phoneOf(w.memberId),
            reason,
            link: link('/admin/withdrawals'),
          }),
        );
      },
    ),

    /** A deposit that committed as credited; announced at or above NOTIFY_LARGE_DEPOSIT_BAHT. */
    depositCredited: guarded('depositCredited', (d: { memberId: string; amount: bigint; via: CreditVia }) => {
      if (d.amount < largeDeposit) return;
      outbox.post(async () =>
        largeDepositText({ ...d, phone: await phoneOf(d.memberId), link: link('/admin/deposits') }),
      );
    }),

    /**
     * A finished ledger check: a failure is announced, the same failure (same checks, same counts) again
     * only after LEDGER_REPEAT_MS; a passing check forgets it, so a failure after it is news again.
     */
    ledgerChecked: guarded('ledgerChecked', (report: InvariantReport) => {
      if (report.ok) {
        lastLedgerFailure = undefined;
        return;
      }
      const failing = Object.entries(report.checks)
        .filter(([, c]) => !c.ok)
        .map(([name, c]) => ({ name, problems: c.problems }));
      const key = JSON.stringify(failing);
      const at = now();
      if (lastLedgerFailure?.key === key && at - lastLedgerFailure.at < LEDGER_REPEAT_MS) return;
      lastLedgerFailure = { key, at };
      const text = ledgerCheckFailedText(failing);
      outbox.post(async () => text);
    }),

    /** A staff account locked by wrong TOTP codes: someone holds its password (docs/ABUSE.md 16.6). */
    staffTotpLocked: guarded('staffTotpLocked', (s: { username: string; failures: number }) => {
      const text = staffTotpLockedText({ ...s, link: link('/admin/staff') });
      outbox.post(async () => text);
    }),

    /** Resolves once every announced event was tried (tests; shutdown). */
    idle: () => outbox.idle(),
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
