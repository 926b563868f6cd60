import { z } from 'zod';
import { defineCall } from '../common/envelope';

/**
 * The data of a `money` event: money of the member moved (a ledger kind: deposit, withdrawal, bonus, cashback,
 * affiliate, prize, adjustment, spin…). `change`: in or out of a wallet, `held` for a withdrawal asked for,
 * `paid` when it is paid out, `released` when it failed or was rejected and the money is back. `message` is the
 * toast to show (deposits and withdrawals), or null: the screen then only reads its figures again.
 */
export const memberMoneyEvent = z.object({
  kind: z.string(),
  change: z.enum(['credit', 'debit', 'held', 'paid', 'released']),
  /** Baht (tickets for the wheel's). */
  amount: z.number(),
  message: z.string().nullable(),
});
export type MemberMoneyEvent = z.infer<typeof memberMoneyEvent>;

/**
 * The data of a `notice` event: something the member should read about their own account that is not a money
 * movement, e.g. a deposit credited over their deposit limit or during a break without its bonus
 * (docs/PLAYER-PROTECTION.md). `message` is the text to show.
 */
export const memberNoticeEvent = z.object({ message: z.string() });
export type MemberNoticeEvent = z.infer<typeof memberNoticeEvent>;

export const memberEvents = defineCall({
  method: 'GET',
  path: '/user-profile-composite/v1/events',
  summary:
    "Member: Server-Sent Events (text/event-stream) of the member's money, with the member token " +
    '(Authorization: Bearer). First `reread` (read balance and history again: anything may have moved while ' +
    'the stream was closed), then `money` (data: { kind, change, amount, message }) within about 1 s of any ' +
    'money movement on any server process, `notice` (data: { message }) for a deposit credited over the ' +
    "member's deposit limit or during a break (no bonus), and `reread` again whenever this process may " +
    'have missed one; a comment line every 15 s. The stream ends when the session ends (sign-out, password change, lock).',
  // The body is an event stream, not JSON: the schema only documents it.
  response: z.string(),
});
