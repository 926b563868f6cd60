import type { Executor } from '../../db/types';
import { creditMany, houseAccount, memberAccount, transfer, type TransferInput } from '../ledger';
import { addTicketTurnover, addTicketTurnoverMany } from './ticket-progress-repo';

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
  if (tickets > 0n) await transfer(tx, ticketTransfer(round, tickets));
  return tickets;
}

/** The round's tickets to the member: its key makes them move once even if the settle were replayed. */
const ticketTransfer = (round: { id: string; memberId: string }, tickets: bigint): TransferInput => ({
  from: houseAccount('spinTickets'),
  to: memberAccount(round.memberId, 'spinWallet'),
  amount: tickets,
  kind: 'spin',
  reference: `game-round:${round.id}`,
  idempotencyKey: `spin:round:${round.id}`,
});

/**
 * `earnTickets` for many settled rounds at once (one per member: a call of many wins), in two statements
 * plus two when tickets were made: the progress of every member in one upsert, the tickets in one
 * `creditMany`. Same keys, same amounts as one round at a time. Answers the tickets per round id.
 */
export async function earnTicketsMany(
  tx: Executor,
  rounds: readonly { id: string; memberId: string; turnover: bigint }[],
  satangPerTicket: bigint,
): Promise<Map<string, bigint>> {
  const counted = rounds.filter((r) => r.turnover > 0n);
  if (new Set(counted.map((r) => r.memberId)).size !== counted.length)
    throw new Error('wheel: one round per member in earnTicketsMany');
  const made = await addTicketTurnoverMany(tx, counted, satangPerTicket);
  const earned = counted.flatMap((r) => {
    const tickets = made.get(r.memberId) ?? 0n;
    return tickets > 0n ? [{ round: r, tickets }] : [];
  });
  await creditMany(
    tx,
    earned.map(({ round, tickets }) => ticketTransfer(round, tickets)),
  );
  return new Map(earned.map(({ round, tickets }) => [round.id, tickets]));
}
