import type { FeedOutcome, FeedTransaction } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { toSatang } from '../../lib/money';
import type { ConfigService } from '../config/service';
import type { ChannelService } from './channel-service';
import { creditDeposit, creditSettings, type CreditSettings } from './credit';
import { senderMemberId } from './sender-repo';
import { insertStatement, storeFeedStatement } from './statement-repo';

export const UNKNOWN_CHANNEL = 'unknownChannel';

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

  async function receiveOne(t: FeedTransaction, settings: CreditSettings, batchStart: number) {
    const channel = await channels.receiving(t.toAccount, batchStart);
    if (!channel) return reject(t);
    return ctx.db.transaction(async (tx): Promise<FeedResult> => {
      const statement = { ...reported(t), channelId: channel.id };
      const stored = await storeFeedStatement(tx, statement, senderMemberId(t));
      if (!stored) return { ref: t.ref, status: 'duplicate' };
      if (!stored.memberId) return { ref: t.ref, status: 'unmatched' };
      const credit = {
        ref: t.ref,
        channelId: channel.id,
        memberId: stored.memberId,
        amount: statement.amount,
        via: 'feed' as const,
        bonusState: stored.bonusState,
      };
      await creditDeposit(tx, credit, settings);
      return { ref: t.ref, status: 'credited' };
    });
  }

  return {
    /**
     * In the batch's order, one database transaction per transfer: a batch that fails half-way keeps
     * what it stored, and replaying it resumes (stored refs answer `duplicate`).
     */
    async receive(transactions: FeedTransaction[]): Promise<FeedResult[]> {
      const batchStart = Date.now();
      const settings = await creditSettings(config);
      const results: FeedResult[] = [];
      for (const t of transactions) {
        const result = await receiveOne(t, settings, batchStart);
        if (result.status === 'credited') ctx.metrics.depositsCredited.inc();
        results.push(result);
      }
      return results;
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;

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
