/**
 * What the prize wheel costs the house per spin, against what a spin ticket costs the member to earn
 * (docs/ABUSE.md 3). Shared by the server, which refuses a prize table that would pay, and the back
 * office, which shows the same figures while the table is edited.
 */

/** One row of the table as the operator edits it: `amount` in baht for CREDIT, coins for COIN. */
export interface WheelPrizeTerms {
  kind: 'CREDIT' | 'COIN' | 'NONE';
  amount: number;
  weight: number;
  active: boolean;
}

export interface WheelEconomics {
  /** Sum of the weights of the rows that can be drawn (active, weight above 0). */
  totalWeight: number;
  /** Expected credit per spin, in baht, rounded up to the satang (one ticket buys one spin). */
  creditPerSpin: number;
  /** What earning one ticket costs the member on average: turnover per ticket × lowest edge, rounded down. */
  ticketCost: number;
  /** True when the wheel pays at least what a ticket costs: such a table is refused. */
  pays: boolean;
}

const MILLION = 1_000_000n;

/**
 * Σ weight × credit ÷ Σ weight over the drawable rows, compared exactly (in whole satang × millionths)
 * with `ticketEvery` baht × the lowest edge, `edgePpm` in millionths: the server's figure for the games that
 * earn tickets (apps/server/src/modules/games/ticket-edge.ts), which the back office reads from the table's
 * GET. Prize coins count nothing: they cannot be withdrawn or played.
 */
export function wheelEconomics(
  prizes: readonly WheelPrizeTerms[],
  ticketEvery: number,
  edgePpm: number,
): WheelEconomics {
  let weights = 0n;
  let credit = 0n; // Σ weight × satang
  for (const p of prizes) {
    if (!p.active || !(p.weight > 0)) continue;
    const w = BigInt(Math.trunc(p.weight));
    weights += w;
    if (p.kind === 'CREDIT' && p.amount > 0) credit += w * BigInt(Math.round(p.amount * 100));
  }
  // Ticket cost in satang × millionths: baht × 100 × ppm.
  const ticketCostScaled = BigInt(Math.trunc(ticketEvery)) * 100n * BigInt(edgePpm);
  const pays = weights > 0n && credit * MILLION >= weights * ticketCostScaled;
  const perSpinSatang = weights > 0n ? (credit + weights - 1n) / weights : 0n;
  return {
    totalWeight: Number(weights),
    creditPerSpin: Number(perSpinSatang) / 100,
    ticketCost: Number(ticketCostScaled / MILLION) / 100,
    pays,
  };
}
