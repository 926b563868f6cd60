import type { Executor } from '../../db/types';
import { findStatementByRef } from '../../modules/deposits/statement-repo';
import type { SlipVerifier } from './types';

/**
 * The default verifier: a slip is genuine when the bank feed has reported a transfer with the slip's
 * reference (docs/decisions/024-slip-names-transfer.md: the slip's transRef is the feed's `ref`).
 * Deterministic, no outside call; a slip for a transfer the feed has not brought yet is "not found" and can
 * be retried.
 */
export function bankFeedSlipVerifier(db: Executor): SlipVerifier {
  return {
    external: false,
    async verify(_qr, slip) {
      const row = await findStatementByRef(db, slip.transRef);
      if (!row) return null;
      return {
        ref: row.ref,
        toAccount: row.toAccount,
        amount: row.amount,
        time: row.transferredAt,
        fromBankCode: row.fromBankCode,
        fromAccount: row.fromAccount,
        fromName: row.fromName,
      };
    },
  };
}
