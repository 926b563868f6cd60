import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberPage, memberPageQuery } from './member-common';

/** One leg of a ledger transfer on one of the member's wallets. */
export const adminMemberLedgerEntry = z.object({
  id: z.string(),
  at: z.string(),
  wallet: z.string(),
  /** THB amounts in baht, TICKET in tickets; negative leaves the wallet. */
  asset: z.enum(['THB', 'TICKET']),
  amount: z.number(),
  balanceAfter: z.number(),
  kind: z.string(),
  reference: z.string(),
  /** The other account of the transfer, e.g. `house:bonusExpense`. */
  counterparty: z.string(),
  /**
   * The game of a bet, win or refund: a house game by the name members see, another partner's by its
   * code; null for an entry of no game.
   */
  game: z.string().nullable(),
  /** This transfer undoes another (its id). */
  reverses: z.string().nullable(),
});

export const adminListMemberLedger = defineCall({
  method: 'GET',
  path: '/admin/v1/members/:id/ledger',
  summary: "Back office: the member's ledger entries over all wallets, newest first, paged",
  querystring: memberPageQuery,
  response: okEnvelope(memberPage(adminMemberLedgerEntry)),
});
