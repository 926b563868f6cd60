import {
  DEFAULT_REALITY_CHECK_MINUTES,
  fillMessage,
  TH,
  type BreakKind,
  type BreakPeriod,
  type PlayLimitField,
  type PlayLimits,
} from '@chokdee/contracts';
import type { Db, Executor } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht, toSatang } from '../../lib/money';
import { netLossBetween, type PlayGate, type PlayRefusal } from '../games';
import { PLAYABLE_WALLET, walletFlowsBetween } from '../ledger';
import { announceFlag } from './deposit-flagged';
import { bangkokText, LIMIT_PERIODS, periodsAt, type LimitPeriod, type Span } from './periods';
import {
  breakEnd,
  deletePending,
  ensureLimitsRow,
  flagDeposit,
  lockPending,
  pendingOf,
  putPending,
  readLimits,
  startBreak,
  updateLimits,
  type LimitColumn,
  type LimitsRow,
} from './repo';
import { sessionRefusal, sessionView } from './session';
import { memberIdOfPlayer } from './session-repo';

const DEPOSIT = { day: 'depositDay', week: 'depositWeek', month: 'depositMonth' } as const;
const LOSS = { day: 'lossDay', week: 'lossWeek', month: 'lossMonth' } as const;
const MINUTES: ReadonlySet<PlayLimitField> = new Set(['sessionMinutes', 'realityCheckMinutes']);

/** A field's limit as stored: satang for money, minutes for the others; null for none. */
type Stored = bigint | null;
const storedOf = (field: PlayLimitField, wire: number | null): Stored =>
  wire === null ? null : MINUTES.has(field) ? BigInt(wire) : toSatang(wire);
const wireOf = (field: PlayLimitField, stored: Stored): number | null =>
  stored === null ? null : MINUTES.has(field) ? Number(stored) : toBaht(stored);
/** The member's current limit of `field`; a member without a row has none but the default reality check. */
function currentOf(row: LimitsRow | undefined, field: PlayLimitField): Stored {
  if (!row) return field === 'realityCheckMinutes' ? BigInt(DEFAULT_REALITY_CHECK_MINUTES) : null;
  const v = row[field];
  return v === null ? null : BigInt(v);
}
const columnValue = (field: PlayLimitField, v: Stored) =>
  v === null ? null : MINUTES.has(field) ? Number(v) : v;

/**
 * The running break. Every time rule reads the database's clock (`now`, read with the row): tests move
 * stored times, never sleep.
 */
const onBreak = (row: LimitsRow | undefined, now: Date | undefined) =>
  row?.breakUntil && now && row.breakUntil > now
    ? { kind: row.breakKind as BreakKind, until: row.breakUntil }
    : undefined;

/** The refusal a break gives, the same words for a launch, a bet and a claim. */
const breakRefusal = (until: Date): PlayRefusal => ({
  key: 'playOnBreak',
  text: fillMessage(TH.playOnBreak, { until: bangkokText(until) }),
});

const depositsIn = async (ex: Executor, memberId: string, span: Span) =>
  (
    await walletFlowsBetween(ex, {
      wallet: PLAYABLE_WALLET,
      kinds: ['deposit'],
      from: span.start,
      to: span.end,
      memberId,
    })
  ).get(memberId) ?? 0n;

/**
 * Why the member may not play now, or undefined: a running break, a loss limit reached in its running
 * period (net loss of settled rounds, games' netLossBetween), or a session limit reached (session.ts). `lock` 'share' holds the limits row until the
 * caller's transaction ends, so a limit changed meanwhile applies to the next call, never half to this one.
 */
async function playRefusal(ex: Executor, memberId: string, lock?: 'share'): Promise<PlayRefusal | undefined> {
  const { row, now } = await readLimits(ex, memberId, lock);
  if (!row) return undefined; // no limits: the one statement a bet pays for the gate
  const running = onBreak(row, now);
  if (running) return breakRefusal(running.until);
  const spans = periodsAt(now);
  for (const period of LIMIT_PERIODS) {
    const limit = row[LOSS[period]];
    if (limit === null) continue;
    const [mine] = await netLossBetween(ex, spans[period].start, spans[period].end, memberId);
    if ((mine?.netLoss ?? 0n) >= limit) return { key: 'playLossLimitReached', text: TH.playLossLimitReached };
  }
  return row.sessionMinutes === null ? undefined : sessionRefusal(ex, memberId, row.sessionMinutes);
}

/** The member's running play session (the reality check's numbers, session.ts). */
export async function playSessionOf(ex: Executor, memberId: string) {
  const { row } = await readLimits(ex, memberId);
  return sessionView(ex, memberId, {
    sessionMinutes: wireOf('sessionMinutes', currentOf(row, 'sessionMinutes')),
    realityCheckMinutes: wireOf('realityCheckMinutes', currentOf(row, 'realityCheckMinutes')),
  });
}

/** The wallet's and the launch's gate (handed to the games module in app.ts). */
export const playGate: PlayGate = (ex, memberId) => playRefusal(ex, memberId, 'share');

/** Whether the member is on a break now: marketing stays away from them (no banners, no popups). */
export async function onBreakNow(ex: Executor, memberId: string): Promise<boolean> {
  const { row, now } = await readLimits(ex, memberId);
  return onBreak(row, now) !== undefined;
}

/**
 * Refuses a claim of free money or play (promotions, wheel, item codes, cashback, affiliate) during a break:
 * 403 with the break's end in the message.
 */
export async function refuseDuringBreak(ex: Executor, memberId: string) {
  const { row, now } = await readLimits(ex, memberId);
  const running = onBreak(row, now);
  if (running) throw fail('FORBIDDEN', 'playOnBreak', breakRefusal(running.until).text);
}

/**
 * Judges a deposit about to be credited (inside the crediting transaction, before its transfer): over a
 * deposit limit of a running period, or during a break, it is flagged for the operator and earns no bonus
 * (the money is the member's and is credited all the same). Answers whether a bonus may start.
 */
export async function protectDeposit(
  tx: Executor,
  d: { memberId: string; ref: string; amount: bigint },
): Promise<{ bonusAllowed: boolean }> {
  const { row, now } = await readLimits(tx, d.memberId);
  if (!row) return { bonusAllowed: true };
  let reason: 'break' | 'depositLimit' | undefined = onBreak(row, now) ? 'break' : undefined;
  if (!reason) {
    const spans = periodsAt(now);
    for (const period of LIMIT_PERIODS) {
      const limit = row[DEPOSIT[period]];
      if (limit !== null && (await depositsIn(tx, d.memberId, spans[period])) + d.amount > limit) {
        reason = 'depositLimit';
        break;
      }
    }
  }
  if (!reason) return { bonusAllowed: true };
  await flagDeposit(tx, { ...d, reason });
  announceFlag({ memberId: d.memberId, reason, amount: d.amount });
  return { bonusAllowed: false };
}

/** The member's limits as the GET answers them. */
export async function view(ex: Executor, memberId: string): Promise<PlayLimits> {
  const { row, now } = await readLimits(ex, memberId);
  const spans = periodsAt(now ?? new Date(0)); // without a row no period is read
  const perPeriod = (cols: Record<LimitPeriod, PlayLimitField>) => ({
    day: wireOf(cols.day, currentOf(row, cols.day)),
    week: wireOf(cols.week, currentOf(row, cols.week)),
    month: wireOf(cols.month, currentOf(row, cols.month)),
  });
  const room = async (period: LimitPeriod) => {
    const limit = currentOf(row, DEPOSIT[period]);
    if (limit === null) return null;
    const left = limit - (await depositsIn(ex, memberId, spans[period]));
    return toBaht(left > 0n ? left : 0n);
  };
  const running = onBreak(row, now);
  return {
    deposit: perPeriod(DEPOSIT),
    loss: perPeriod(LOSS),
    sessionMinutes: wireOf('sessionMinutes', currentOf(row, 'sessionMinutes')),
    realityCheckMinutes: wireOf('realityCheckMinutes', currentOf(row, 'realityCheckMinutes')),
    pending: (await pendingOf(ex, memberId)).map((p) => ({
      field: p.field as PlayLimitField,
      value: wireOf(p.field as PlayLimitField, p.value),
      effectiveAt: p.effectiveAt.toISOString(),
    })),
    depositRoom: { day: await room('day'), week: await room('week'), month: await room('month') },
    break: running ? { kind: running.kind, until: running.until.toISOString() } : null,
  };
}

/**
 * The member's own limits and breaks (issue 27, docs/PLAYER-PROTECTION.md). Every change runs in one
 * transaction holding the member's limits row, so two changes (or a change and a wallet bet) take turns.
 */
export function createPlayLimitsService(db: Db) {
  return {
    get: (memberId: string) => view(db, memberId),
    session: (memberId: string) => playSessionOf(db, memberId),

    /** The play session of the member playing as `gameUsername` (a house game page's reality check). */
    async sessionOfPlayer(gameUsername: string) {
      const memberId = await memberIdOfPlayer(db, gameUsername);
      if (!memberId) throw fail('UNAUTHORIZED', 'unauthorized');
      return playSessionOf(db, memberId);
    },

    /**
     * A new or lower limit applies now (and drops a raise of it still waiting); a raise or removal waits 24
     * hours in `pending` (docs/decisions/097-limit-raise-confirmed-after-wait.md).
     */
    async set(memberId: string, body: Partial<Record<PlayLimitField, number | null>>) {
      await db.transaction(async (tx) => {
        await ensureLimitsRow(tx, memberId);
        const { row } = await readLimits(tx, memberId, 'update');
        const apply: Partial<Record<LimitColumn, bigint | number | null>> = {};
        for (const [key, wire] of Object.entries(body)) {
          if (wire === undefined) continue;
          const field = key as PlayLimitField;
          const value = storedOf(field, wire);
          const current = currentOf(row, field);
          if (value === current) {
            await deletePending(tx, memberId, field);
          } else if (value !== null && (current === null || value < current)) {
            apply[field] = columnValue(field, value);
            await deletePending(tx, memberId, field);
          } else {
            await putPending(tx, memberId, field, value);
          }
        }
        if (Object.keys(apply).length > 0) await updateLimits(tx, memberId, apply);
      });
      return view(db, memberId);
    },

    /** Applies a waiting raise or removal once its 24 hours are over; refused (409) before, or with none. */
    async confirm(memberId: string, field: PlayLimitField) {
      await db.transaction(async (tx) => {
        await ensureLimitsRow(tx, memberId);
        await readLimits(tx, memberId, 'update');
        const found = await lockPending(tx, memberId, field);
        if (!found) throw fail('CONFLICT', 'playLimitNothingPending');
        if (!found.due) {
          const at = bangkokText(found.pending.effectiveAt);
          throw fail('CONFLICT', 'playLimitNotYet', fillMessage(TH.playLimitNotYet, { at }));
        }
        await updateLimits(tx, memberId, { [field]: columnValue(field, found.pending.value) });
        await deletePending(tx, memberId, field);
      });
      return view(db, memberId);
    },

    /** Starts (or extends) a break; one that would end sooner than the running one is refused (409). */
    async takeBreak(memberId: string, kind: BreakKind, period: BreakPeriod) {
      await db.transaction(async (tx) => {
        await ensureLimitsRow(tx, memberId);
        const { row, now } = await readLimits(tx, memberId, 'update');
        const until = await breakEnd(tx, period);
        const running = onBreak(row, now);
        if (running && until <= running.until) {
          throw fail(
            'CONFLICT',
            'playBreakShorter',
            fillMessage(TH.playBreakShorter, { until: bangkokText(running.until) }),
          );
        }
        // A self-exclusion stays one when a time-out extends it.
        const kept = running?.kind === 'exclusion' ? 'exclusion' : kind;
        await startBreak(tx, { memberId, kind: kept, period, until });
      });
      return view(db, memberId);
    },
  };
}
export type PlayLimitsService = ReturnType<typeof createPlayLimitsService>;
