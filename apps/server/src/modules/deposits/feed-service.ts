import { feedTransaction, statementRef, type FeedOutcome, type FeedTransaction } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { toSatang } from '../../lib/money';
import type { ConfigService } from '../config';
import type { ChannelService } from './channel-service';
import { limitBreach } from './channels';
import { creditDeposit, creditSettings, type CreditSettings } from './credit';
import { senderIsSiteChannel, senderMemberId } from './sender-repo';
import { insertStatement, storeFeedStatement, type FeedStatement } from './statement-repo';
import { findTwin } from './twins';

export const UNKNOWN_CHANNEL = 'unknownChannel';
/** A row the feed's schema refuses: answered for that row alone, never stored (the bank may correct it). */
export const INVALID_ROW = 'invalid';
/** A transfer already stored under another reference (reported by a slip verifier first). */
export const SAME_TRANSFER = 'sameTransfer';

export interface FeedResult {
  ref: string;
  status: FeedOutcome;
  reason?: string;
}

/** The bank feed: stores each reported transfer once and credits it when exactly one member sent it. */
export function createFeedService(ctx: AppContext, config: ConfigService, channels: ChannelService) {
  /** Money that reached none of our accounts: stored once, never credited; one statement, no transaction. */
  async function reject(t: FeedTransaction): Promise<FeedResult> {
    const row = await insertStatement(ctx.db, {
      ...reported(t),
      source: 'feed',
      channelId: null,
      status: 'rejected',
      reason: UNKNOWN_CHANNEL,
    });
    // Undefined: the ref was stored before (a replay).
    return row
      ? { ref: t.ref, status: 'rejected', reason: UNKNOWN_CHANNEL }
      : { ref: t.ref, status: 'duplicate' };
  }

  /**
   * With an outside slip verifier, a slip may have brought this transfer under the sending bank's
   * reference: stored as its duplicate, never credited twice (docs/ABUSE.md 7). Undefined when it is new.
   */
  async function storedBySlip(tx: Parameters<typeof findTwin>[0], statement: FeedStatement) {
    const twin = await findTwin(tx, statement, 'slip');
    if (!twin) return undefined;
    const row = await insertStatement(tx, {
      ...statement,
      source: 'feed',
      status: 'duplicate',
      reason: SAME_TRANSFER,
      sameAs: twin.id,
    });
    return row
      ? ({ ref: statement.ref, status: 'duplicate', reason: SAME_TRANSFER } as const)
      : ({ ref: statement.ref, status: 'duplicate' } as const);
  }

  async function receiveOne(t: FeedTransaction, settings: CreditSettings, batchStart: number) {
    const channel = await channels.receiving(t.toAccount, batchStart);
    if (!channel) return reject(t);
    return ctx.db.transaction(async (tx): Promise<FeedResult> => {
      const transfer = reported(t);
      const statement = {
        ...transfer,
        channelId: channel.id,
        limitBreach: limitBreach(channel, transfer.amount),
      };
      if (ctx.adapters.slipVerifier.external) {
        const twin = await storedBySlip(tx, statement);
        if (twin) return twin;
      }
      const stored = await storeFeedStatement(tx, statement, senderMemberId(t), senderIsSiteChannel(t));
      if (!stored) return { ref: t.ref, status: 'duplicate' };
      if (stored.internal) return { ref: t.ref, status: 'internal' };
      if (!stored.memberId) return { ref: t.ref, status: 'unmatched' };
      const credit = {
        ref: t.ref,
        channelId: channel.id,
        memberId: stored.memberId,
        amount: statement.amount,
        via: 'feed' as const,
        bonusState: stored.bonusState,
        hasPlayLimits: stored.hasPlayLimits,
      };
      await creditDeposit(tx, credit, settings);
      // A large deposit is announced to staff: queued with the credit, sent once it commits.
      await ctx.notify.depositCredited(credit, tx);
      return { ref: t.ref, status: 'credited' };
    });
  }

  return {
    /**
     * In the batch's order, one database transaction per transfer: a batch that fails half-way keeps
     * what it stored, and replaying it resumes (stored refs answer `duplicate`). Each row is validated
     * on its own: a row the schema refuses is answered `refused` and the others go on, so one bad row
     * never holds back the rest of its batch, then or when the batch is sent again.
     */
    async receive(rows: unknown[]): Promise<FeedResult[]> {
      const batchStart = Date.now();
      const settings = await creditSettings(config);
      const results: FeedResult[] = [];
      for (const raw of rows) {
        const parsed = feedTransaction.safeParse(raw);
        if (!parsed.success) {
          results.push({ ref: refOf(raw), status: 'refused', reason: INVALID_ROW });
          continue;
        }
        const result = await receiveOne(parsed.data, settings, batchStart);
        if (result.status === 'credited') ctx.metrics.depositsCredited.inc();
        results.push(result);
      }
      return results;
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;

/** The refused row's reference when it has a well-formed one, so the bank can tell which row it was. */
function refOf(raw: unknown): string {
  const ref = (raw as { ref?: unknown } | null)?.ref;
  return statementRef.safeParse(ref).success ? (ref as string) : '';
}

/** The statement columns as the bank reported them. */
function reported(t: FeedTransaction) {
  return {
    ref: t.ref,
    toAccount: t.toAccount,
    amount: toSatang(t.amount),
    transferredAt: new Date(t.time),
    fromBankCode: t.fromBankCode,
    fromAccount: t.fromAccount,
    fromName: t.fromName ?? null,
  };
}
