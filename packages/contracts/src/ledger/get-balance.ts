import { z } from 'zod';
import { internalWallet } from '../auth/user-info';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';

/**
 * The member's wallets (SPEC §3 internalWallet: baht, spinWallet a ticket count), each what can be
 * spent now, plus `balance`: the playable credit in baht (the game wallet).
 */
export const memberBalance = internalWallet.extend({ balance: baht });
export type MemberBalance = z.infer<typeof memberBalance>;

export const getBalance = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/profile/balance',
  summary: "The member's wallet balances and playable credit",
  response: okEnvelope(memberBalance),
});
