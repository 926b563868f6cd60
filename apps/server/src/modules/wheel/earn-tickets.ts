import type { Executor } from '../../db/types';
import { houseAccount, memberAccount, transfer } from '../ledger';
import { addTicketTurnover } from './ticket-repo';

/**
 * Spin tickets are earned by play, never by a deposit (docs/ABUSE.md 3): one per `satangPerTicket` of
 * a settled round's countable turnover (hedge-free, 0 for a draw), the rest carried to the next round.
 * Runs inside the transaction that settles the round, so a settle and its tickets commit together; the
 * round's key makes the ticket transfer happen once even if the settle were replayed.
 */
export async function earnTickets(
  tx: Executor,
  round: { id: string; memberId: string; turnover: bigint },
  satangPerTicket: bigint,
): Promise<bigint> {
  if (round.turnover <= 0n) return 0n;
  const tickets = await addTicketTurnover(tx, round.memberId, round.turnover, satangPerTicket);
  if (tickets > 0n) {
    await transfer(tx, {
      from: houseAccount('spinTickets'),
      to: memberAccount(round.memberId, 'spinWallet'),
      amount: tickets,
      kind: 'spin',
      reference: `game-round:${round.id}`,
      idempotencyKey: `spin:round:${round.id}`,
    });
  }
  return tickets;
}
