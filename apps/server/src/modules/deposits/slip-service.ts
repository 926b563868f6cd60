import { fillMessage, TH } from '@chokdee/contracts';
import type { VerifiedTransfer } from '../../adapters/slip-verifier';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import type { ConfigService } from '../config';
import type { ChannelService } from './channel-service';
import type { ChannelRow } from './channel-repo';
import { limitBreach } from './channels';
import { creditDeposit, creditSettings } from './credit';
import { SAME_TRANSFER } from './feed-service';
import { findBoundAccount } from './member-repo';
import { senderCandidates } from './sender-repo';
import { parseSlipQr, type SlipQr } from './slip-qr';
import {
  insertStatement,
  lockStatement,
  lockStatementById,
  markCredited,
  type StatementRow,
} from './statement-repo';
import { findTwin } from './twins';

/** Slip tries per member per minute: each may cost a call to a paid verification service. */
const SLIPS_PER_MINUTE = 20;

/**
 * The one answer to every slip that is not this member's to take: unknown, someone else's, used by
 * someone else, not ours, or a sender that names no single member. Anything finer would tell a stranger
 * holding a guessed reference that the transfer exists (docs/ABUSE.md 7).
 */
const refused = () => fail('NOT_FOUND', 'slipRefused');

/**
 * Deposit by slip: the slip proves a transfer; it is credited to the member who sent it, once. The QR's
 * checksum is no signature (anyone can print one for any reference), so the slip adds nothing to who sent
 * the money: the statement's sender must name this member and no other.
 */
export function createSlipService(ctx: AppContext, config: ConfigService, channels: ChannelService) {
  async function verify(barcode: string, slip: SlipQr): Promise<VerifiedTransfer> {
    let verified: VerifiedTransfer | null;
    try {
      verified = await ctx.adapters.slipVerifier.verify(barcode, slip);
    } catch (err) {
      ctx.log.warn({ err }, 'slip verification failed');
      throw fail('UNAVAILABLE', 'slipVerifyUnavailable');
    }
    if (!verified) throw refused();
    return verified;
  }

  /**
   * The statement the slip names, locked: parallel uses of one slip queue on the row lock. An outside
   * verifier may know a transfer the feed has not stored under this reference: it is stored now (so the
   * feed's later report is a duplicate), or, when the feed holds the same transfer under its own
   * reference, stored as that one's duplicate and the feed's statement is the one credited.
   */
  async function statementOf(tx: Executor, transfer: VerifiedTransfer, channel: ChannelRow) {
    const existing = await lockStatement(tx, transfer.ref);
    if (existing) return existing;
    const { time, ...reported } = transfer;
    const statement = { ...reported, transferredAt: time, channelId: channel.id };
    const twin = ctx.adapters.slipVerifier.external ? await findTwin(tx, statement, 'feed') : undefined;
    await insertStatement(tx, {
      ...statement,
      limitBreach: limitBreach(channel, statement.amount),
      source: 'slip',
      status: twin ? 'duplicate' : 'unmatched',
      reason: twin ? SAME_TRANSFER : null,
      sameAs: twin?.id ?? null,
    });
    return lockStatement(tx, transfer.ref);
  }

  /** Can only this member have sent it? Their bank, and a sender that fits them and nobody else. */
  async function sentByOnly(tx: Executor, row: StatementRow, memberId: string, slip: SlipQr) {
    const member = await findBoundAccount(tx, memberId);
    if (!member || slip.sendingBankCode !== member.bankCode || row.fromBankCode !== member.bankCode) {
      return false;
    }
    const fits = await senderCandidates(tx, row);
    return !!fits && !fits.siteChannel && fits.memberIds.length === 1 && fits.memberIds[0] === memberId;
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
      // Money that reached none of our accounts is nobody's deposit; nothing is stored for it here.
      if (!channel) throw refused();
      const settings = await creditSettings(config);
      const amount = await ctx.db.transaction(async (tx) => {
        const named = (await statementOf(tx, transfer, channel))!;
        const row = named.status === 'duplicate' ? (await lockStatementById(tx, named.sameAs!))! : named;
        // The member's own slip used again may say so: it tells them nothing they do not know.
        if (row.status === 'credited' && row.memberId === memberId) throw fail('CONFLICT', 'slipUsed');
        if (row.status !== 'unmatched' || !row.channelId) throw refused();
        if (!(await sentByOnly(tx, named, memberId, slip))) throw refused();
        await markCredited(tx, row.id, memberId, 'slip');
        const credit = {
          ref: row.ref,
          channelId: row.channelId,
          memberId,
          amount: row.amount,
          via: 'slip' as const,
        };
        await creditDeposit(tx, credit, settings);
        await ctx.notify.depositCredited(credit, tx);
        return row.amount;
      });
      ctx.metrics.depositsCredited.inc();
      return fillMessage(TH.slipCredited, { amount: toBaht(amount) });
    },
  };
}
export type SlipService = ReturnType<typeof createSlipService>;
