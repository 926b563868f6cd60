import type { Tx } from '../../db/types';
import type { Env } from '../../env';
import { toSatang } from '../../lib/money';
import type { CreditVia } from '../deposits';
import type { InvariantReport } from '../ledger';
import type { WaitReason } from './messages';

/** The same ledger failure is announced again only after this long (a screen may run the check often). */
const LEDGER_REPEAT_MS = 60 * 60 * 1000;

/** What staff are told, as stored in its job (amounts in satang, as text: JSON has no bigint). */
export type NotifyEvent =
  | {
      kind: 'withdrawalWaiting';
      memberId: string;
      amount: string;
      bankCode: string;
      bankAccount: string;
      reason: WaitReason;
    }
  | { kind: 'largeDeposit'; memberId: string; amount: string; via: CreditVia }
  | { kind: 'ledgerCheckFailed'; failing: { name: string; problems: number }[] }
  | { kind: 'staffTotpLocked'; username: string; failures: number };

interface Deps {
  env: Pick<Env, 'NOTIFY_LARGE_DEPOSIT_BAHT'>;
  log: { warn(obj: Record<string, unknown>, msg: string): void };
  /** Queues the event's sending (a job per chat service, index.ts), inside `tx` when given. */
  post(event: NotifyEvent, tx?: Tx): Promise<void>;
  now?: () => number;
}

/**
 * The events staff hear about. A caller with a transaction passes it: the event is queued in it, so it is
 * announced if and only if the write commits, and survives a crash of this process (the job runner sends
 * it, infra/jobs.ts). Without one (a read, like the ledger check) it is queued at once, off the caller's
 * path: the call returns at once and never throws. Building an event never throws into the money path
 * either (a bug here is logged); only a failed insert inside `tx` fails it, as any statement would.
 */
export function createNotifications({ env, log, post, now = Date.now }: Deps) {
  const largeDeposit = toSatang(env.NOTIFY_LARGE_DEPOSIT_BAHT);
  let lastLedgerFailure: { key: string; at: number } | undefined;

  function emit(name: string, build: () => NotifyEvent | null, tx?: Tx): Promise<void> {
    let event: NotifyEvent | null;
    try {
      event = build();
    } catch (err) {
      log.warn({ event: name, error: messageOf(err) }, 'notification failed');
      return Promise.resolve();
    }
    if (!event) return Promise.resolve();
    if (tx) return post(event, tx);
    return post(event).catch((err: unknown) =>
      log.warn({ event: name, error: messageOf(err) }, 'notification not queued'),
    );
  }

  return {
    /** A withdrawal committing as 'pending': it waits for staff. `manual`: there is no payout gateway. */
    withdrawalWaiting: (
      w: {
        memberId: string;
        amount: bigint;
        bankCode: string;
        bankAccount: string;
        reviewReason: string | null;
      },
      { manual }: { manual: boolean },
      tx?: Tx,
    ) =>
      emit(
        'withdrawalWaiting',
        () => ({
          kind: 'withdrawalWaiting',
          memberId: w.memberId,
          amount: String(w.amount),
          bankCode: w.bankCode,
          bankAccount: w.bankAccount,
          reason: (w.reviewReason ?? (manual ? 'manualPayout' : 'aboveAuto')) as WaitReason,
        }),
        tx,
      ),

    /** A deposit committing as credited; announced at or above NOTIFY_LARGE_DEPOSIT_BAHT. */
    depositCredited: (d: { memberId: string; amount: bigint; via: CreditVia }, tx?: Tx) =>
      emit(
        'depositCredited',
        () =>
          d.amount < largeDeposit
            ? null
            : { kind: 'largeDeposit', memberId: d.memberId, amount: String(d.amount), via: d.via },
        tx,
      ),

    /**
     * A finished ledger check: a failure is announced, the same failure (same checks, same counts) again
     * only after LEDGER_REPEAT_MS; a passing check forgets it, so a failure after it is news again.
     */
    ledgerChecked: (report: InvariantReport) =>
      emit('ledgerChecked', () => {
        if (report.ok) {
          lastLedgerFailure = undefined;
          return null;
        }
        const failing = Object.entries(report.checks)
          .filter(([, c]) => !c.ok)
          .map(([name, c]) => ({ name, problems: c.problems }));
        const key = JSON.stringify(failing);
        const at = now();
        if (lastLedgerFailure?.key === key && at - lastLedgerFailure.at < LEDGER_REPEAT_MS) return null;
        lastLedgerFailure = { key, at };
        return { kind: 'ledgerCheckFailed', failing };
      }),

    /** A staff account locked by wrong TOTP codes: someone holds its password (docs/ABUSE.md 16.6). */
    staffTotpLocked: (s: { username: string; failures: number }, tx?: Tx) =>
      emit('staffTotpLocked', () => ({ kind: 'staffTotpLocked', ...s }), tx),
  };
}
export type Notifications = ReturnType<typeof createNotifications>;

/** Only the message: an error object may carry a cause or request details nobody should log. */
export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
