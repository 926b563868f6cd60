import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';

export const ledgerCheckResult = z.object({
  ok: z.boolean(),
  /** How many rows break the invariant. */
  problems: z.number().int().nonnegative(),
  /** A few of them (account ids, transfer ids, keys). */
  examples: z.array(z.string()),
});

/** One entry per ledger invariant (docs/rules/money.md rule 8); `ok` is true when all hold. */
export const ledgerCheck = z.object({
  ok: z.boolean(),
  checks: z.object({
    balancesSumToZero: ledgerCheckResult,
    balancesMatchEntries: ledgerCheckResult,
    entryChainsMatch: ledgerCheckResult,
    transfersBalanced: ledgerCheckResult,
    noNegativeMemberBalance: ledgerCheckResult,
    heldMatchesPendingHolds: ledgerCheckResult,
    postedHoldsMatchTransfers: ledgerCheckResult,
    idempotencyKeysUnique: ledgerCheckResult,
  }),
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;

export const adminCheckLedger = defineCall({
  method: 'GET',
  path: '/admin/v1/ledger/check',
  summary: 'Operator: verify the ledger invariants against the stored rows',
  response: okEnvelope(ledgerCheck),
});
