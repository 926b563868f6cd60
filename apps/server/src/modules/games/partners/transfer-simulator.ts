import type { TransferOutcome, TransferPartner } from './types';

/**
 * A deterministic transfer-style partner kept in memory, for tests and local runs: a balance per
 * username, idempotent by transfer id like a real partner. It refuses a withdrawal above the balance and
 * any transfer whose amount ends in 13 satang (so the refusal path is easy to reach), and
 * `loseNextAnswers(n)` makes the next n transfers happen but throw, as when the answer is lost on the way.
 */
export function transferSimulator(name = 'SIMTRANSFER') {
  const balances = new Map<string, bigint>();
  const done = new Map<string, TransferOutcome>();
  let lostAnswers = 0;

  function apply(transferId: string, username: string, delta: bigint): TransferOutcome {
    const earlier = done.get(transferId);
    if (earlier) return earlier;
    const balance = balances.get(username) ?? 0n;
    const outcome: TransferOutcome =
      (delta < 0n ? -delta : delta) % 100n === 13n || balance + delta < 0n ? 'refused' : 'done';
    if (outcome === 'done') balances.set(username, balance + delta);
    done.set(transferId, outcome);
    return outcome;
  }

  async function answer(transferId: string, username: string, delta: bigint) {
    const outcome = apply(transferId, username, delta);
    if (lostAnswers > 0) {
      lostAnswers -= 1;
      throw new Error('transfer simulator: answer lost');
    }
    return outcome;
  }

  const partner: TransferPartner = {
    name,
    style: 'transfer',
    launchUrl: async ({ username, ch, gameCode }) =>
      `https://transfer-simulator.invalid/play?user=${encodeURIComponent(username)}&game=${encodeURIComponent(gameCode ?? ch)}`,
    balance: async (username) => balances.get(username) ?? 0n,
    deposit: (username, amount, transferId) => answer(transferId, username, amount),
    withdraw: (username, amount, transferId) => answer(transferId, username, -amount),
  };
  return Object.assign(partner, {
    /** What the member won (positive) or lost (negative) while playing on the partner's side. */
    play(username: string, delta: bigint) {
      balances.set(username, (balances.get(username) ?? 0n) + delta);
    },
    loseNextAnswers(n: number) {
      lostAnswers = n;
    },
  });
}
