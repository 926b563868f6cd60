import type { Executor } from '../../db/types';
import { accountsAgree } from './masked-account';
import { lockTransfer, twinCandidates } from './statement-repo';

/**
 * How far apart the feed's and a slip verifier's times of one transfer may be. Small: two real transfers of
 * one amount from one sender to one channel within it would be taken for one (the second then waits for the
 * operator, docs/decisions/025-transfer-twins.md).
 */
export const TWIN_WINDOW_MS = 3 * 60 * 1000;

export interface ReportedTransfer {
  ref: string;
  channelId: string;
  amount: bigint;
  transferredAt: Date;
  fromBankCode: string;
  fromAccount: string;
}

/**
 * The statement from the other source (`feed` or `slip`) holding this same transfer under another
 * reference: same channel, amount and sender, about the same time. Takes the transfer's lock first, so a
 * parallel feed report and slip of one transfer take turns and the second finds the first.
 */
export async function findTwin(tx: Executor, t: ReportedTransfer, source: 'feed' | 'slip') {
  await lockTransfer(tx, t.channelId, t.amount);
  const candidates = await twinCandidates(tx, t, source, TWIN_WINDOW_MS);
  return candidates.find(
    (c) => c.fromBankCode === t.fromBankCode && accountsAgree(c.fromAccount, t.fromAccount),
  );
}
