import { randomUUID } from 'node:crypto';
import { fillMessage, TH, type MessageKey } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import { balancesOf, memberAccount, PLAYABLE_WALLET, transfer, type WalletKind } from '../ledger';
import { refuseDuringBreak } from '../play-limits';
import { isMemberLocked, lockMemberClaims } from './repo';

export interface ClaimRule {
  /** The wallet emptied into the playable credit. */
  wallet: WalletKind;
  /** Ledger kind of the move: the history shows it as a CASHBACK or AFFILIATE row. */
  kind: 'cashback' | 'affiliate';
  /** Satang: less than this (but more than nothing) is refused. */
  minimum: bigint;
  nothing: MessageKey;
  belowMin: 'cashbackBelowMin' | 'affiliateBelowMin';
}

/**
 * Moves the member's whole `wallet` to the playable credit, in one transaction. Claims of one member
 * and wallet take turns on an advisory lock (taken before any ledger lock), so of parallel claims the
 * first moves the money and the others find the wallet empty; the ledger's guarded debit would refuse
 * a second move anyway. Answers the satang moved.
 */
export async function claimWallet(db: Db, memberId: string, rule: ClaimRule): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMemberClaims(tx, memberId, rule.wallet);
    const locked = await isMemberLocked(tx, memberId);
    if (locked === undefined) throw fail('UNAUTHORIZED', 'unauthorized');
    if (locked) throw fail('FORBIDDEN', 'memberLocked');
    // Cashback and commissions stay in their wallets until a break ends (docs/PLAYER-PROTECTION.md).
    await refuseDuringBreak(tx, memberId);
    const amount = (await balancesOf(tx, memberId))[rule.wallet].available;
    if (amount <= 0n) throw fail('CONFLICT', rule.nothing);
    if (amount < rule.minimum) {
      throw fail('CONFLICT', rule.belowMin, fillMessage(TH[rule.belowMin], { min: toBaht(rule.minimum) }));
    }
    const key = `${rule.kind}-claim:${randomUUID()}`;
    await transfer(tx, {
      from: memberAccount(memberId, rule.wallet),
      to: memberAccount(memberId, PLAYABLE_WALLET),
      amount,
      kind: rule.kind,
      reference: key,
      idempotencyKey: key,
    });
    return toBaht(amount);
  });
}
