import { TH } from '@chokdee/contracts';
import type { VerifiedTransfer } from '../../adapters/slip-verifier';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import type { ConfigService } from '../config/service';
import type { ChannelService } from './channel-service';
import { creditDeposit, creditSettings } from './credit';
import { UNKNOWN_CHANNEL } from './feed-service';
import { findBoundAccount } from './member-repo';
import { sentFrom } from './sender';
import { parseSlipQr, type SlipQr } from './slip-qr';
import { insertStatement, lockStatement, markCredited } from './statement-repo';

/** Slip tries per member per minute: each may cost a call to a paid verification service. */
const SLIPS_PER_MINUTE = 20;

const bahtText = (satang: bigint) =>
  toBaht(satang).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Deposit by slip: the slip proves a transfer; it is credited to the member who sent it, once. */
export function createSlipService(ctx: AppContext, config: ConfigService, channels: ChannelService) {
  async function verify(barcode: string, slip: SlipQr): Promise<VerifiedTransfer> {
    let verified: VerifiedTransfer | null;
    try {
      verified = await ctx.adapters.slipVerifier.verify(barcode, slip);
    } catch (err) {
      ctx.log.warn({ err }, 'slip verification failed');
      throw fail('UNAVAILABLE', 'slipVerifyUnavailable');
    }
    if (!verified) throw fail('NOT_FOUND', 'slipNotFound');
    return verified;
  }

  return {
    /** Answers the Thai message of the 'แจ้งเตือน' popup. */
    async pullSlip(memberId: string, barcode: string): Promise<string> {
      if (!barcode.trim()) throw fail('VALIDATION', 'noFiles');
      const parsed = parseSlipQr(barcode);
      if (!parsed.ok) {
        throw fail('VALIDATION', parsed.reason === 'checksum' ? 'slipChecksum' : 'slipMalformed');
      }
      if ((await ctx.limiter.hit(`slip:${memberId}`, 60)) > SLIPS_PER_MINUTE) {
        throw fail('RATE_LIMITED', 'tooManyRequests');
      }
      const { slip } = parsed;
      const transfer = await verify(barcode, slip);
      const channel = await channels.receiving(transfer.toAccount);
      const settings = await creditSettings(config);
      const amount = await ctx.db.transaction(async (tx) => {
        // An outside verifier may know a transfer the feed has not brought yet: store it first, so the
        // feed's later report of it is a duplicate. With the feed verifier the row already exists.
        const { time, ...reported } = transfer;
        await insertStatement(tx, {
          ...reported,
          transferredAt: time,
          source: 'slip',
          channelId: channel?.id ?? null,
          status: channel ? 'unmatched' : 'rejected',
          reason: channel ? null : UNKNOWN_CHANNEL,
        });
        // Parallel uses of one slip queue on this row lock; the first credits, the others see it credited.
        const row = (await lockStatement(tx, slip.transRef))!;
        if (row.status === 'rejected' || !row.channelId) throw fail('CONFLICT', 'notOurChannel');
        if (row.status === 'credited') throw fail('CONFLICT', 'slipUsed');
        const member = await findBoundAccount(tx, memberId);
        if (!member || slip.sendingBankCode !== member.bankCode || !sentFrom(row, member)) {
          throw fail('CONFLICT', 'slipNotYourAccount');
        }
        await markCredited(tx, row.id, memberId, 'slip');
        const credit = {
          ref: row.ref,
          channelId: row.channelId,
          memberId,
          amount: row.amount,
          via: 'slip' as const,
        };
        await creditDeposit(tx, credit, settings);
        return row.amount;
      });
      ctx.metrics.depositsCredited.inc();
      return TH.slipCredited.replace('{amount}', bahtText(amount));
    },
  };
}
export type SlipService = ReturnType<typeof createSlipService>;
