import type { FeedOutcome, FeedTransaction } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { toSatang } from '../../lib/money';
import type { ConfigService } from '../config/service';
import { listChannels, type ChannelRow } from './channel-repo';
import { channelFor } from './channels';
import { creditDeposit, creditSettings, type CreditSettings } from './credit';
import { findSenderMember } from './sender-repo';
import { findStatementByRef, insertStatement } from './statement-repo';

export const UNKNOWN_CHANNEL = 'unknownChannel';

export interface FeedResult {
  ref: string;
  status: FeedOutcome;
  reason?: string;
}

/** The bank feed: stores each reported transfer once and credits it when exactly one member sent it. */
export function createFeedService(ctx: AppContext, config: ConfigService) {
  function receiveOne(t: FeedTransaction, channels: ChannelRow[], settings: CreditSettings) {
    const channel = channelFor(channels, t.toAccount);
    const amount = toSatang(t.amount);
    return ctx.db.transaction(async (tx): Promise<FeedResult> => {
      // Replays are the common repeat: answer them without matching work.
      if (await findStatementByRef(tx, t.ref)) return { ref: t.ref, status: 'duplicate' };
      const memberId = channel ? await findSenderMember(tx, t) : undefined;
      const row = await insertStatement(tx, {
        ref: t.ref,
        source: 'feed',
        channelId: channel?.id ?? null,
        toAccount: t.toAccount,
        amount,
        transferredAt: new Date(t.time),
        fromBankCode: t.fromBankCode,
        fromAccount: t.fromAccount,
        fromName: t.fromName ?? null,
        status: !channel ? 'rejected' : memberId ? 'credited' : 'unmatched',
        reason: channel ? null : UNKNOWN_CHANNEL,
        ...(channel && memberId && { memberId, creditedVia: 'feed', creditedAt: new Date() }),
      });
      // A parallel replay stored it first (the unique ref made this insert wait, then do nothing).
      if (!row) return { ref: t.ref, status: 'duplicate' };
      if (row.status === 'rejected') return { ref: t.ref, status: 'rejected', reason: UNKNOWN_CHANNEL };
      if (channel && memberId) {
        await creditDeposit(
          tx,
          { ref: t.ref, channelId: channel.id, memberId, amount, via: 'feed' },
          settings,
        );
        return { ref: t.ref, status: 'credited' };
      }
      return { ref: t.ref, status: 'unmatched' };
    });
  }

  return {
    /**
     * In the batch's order, one database transaction per transfer: a batch that fails half-way keeps
     * what it stored, and replaying it resumes (stored refs answer `duplicate`).
     */
    async receive(transactions: FeedTransaction[]): Promise<FeedResult[]> {
      const channels = await listChannels(ctx.db);
      const settings = await creditSettings(ctx.env, config);
      const results: FeedResult[] = [];
      for (const t of transactions) {
        const result = await receiveOne(t, channels, settings);
        if (result.status === 'credited') ctx.metrics.depositsCredited.inc();
        results.push(result);
      }
      return results;
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
