import { describe, expect, it } from 'vitest';
import { BACCARAT_OUTCOME_WEIGHTS, BACCARAT_PAIR_PROBABILITY, BACCARAT_RTP, playHand } from './baccarat';
import { type Rank, SHOE_SIZE, cardOf, rankOf } from './baccarat-shoe';

/**
 * Recounts the documented baccarat figures exactly, through the real playHand().
 *
 * Only point values matter for who wins, so a card is one of 10 classes: 128 cards worth 0 and 32
 * of each of 1-9. Every sequence of six classes is played; a hand that uses k < 6 cards is counted
 * once (when its unused positions are all class 0), weighted by the number of ways to draw its k
 * cards from the 416-card shoe times (416 - k) * ... * 411 for the positions it leaves unused, so
 * that every hand counts out of the same 416 * 415 * ... * 411 orders. All sums stay below 2^53,
 * so plain numbers count them exactly.
 */

const CLASS_SIZE = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
const CLASS_RANK: Rank[] = ['K', 'A', '2', '3', '4', '5', '6', '7', '8', '9'];
const CARD_OF_CLASS = CLASS_RANK.map((rank) => cardOf(rank));

function countOutcomes() {
  const sums = { player: 0, banker: 0, tie: 0, total: 0 };
  const classes = [0, 0, 0, 0, 0, 0];
  const used = new Array<number>(10);
  for (let code = 0; code < 1_000_000; code++) {
    for (let i = 0, x = code; i < 6; i++, x = Math.floor(x / 10)) classes[i] = x % 10;
    let k = 0;
    const hand = playHand(() => CARD_OF_CLASS[classes[k++]!]!);
    if (classes.slice(k).some((c) => c !== 0)) continue; // the same hand is counted at its canonical code
    used.fill(0);
    let weight = 1;
    for (let i = 0; i < 6; i++) {
      if (i < k) {
        const cls = classes[i]!;
        weight *= CLASS_SIZE[cls]! - used[cls]!;
        used[cls]! += 1;
      } else {
        weight *= SHOE_SIZE - i;
      }
    }
    sums[hand.outcome] += weight;
    sums.total += weight;
  }
  return sums;
}

describe('exact baccarat odds', () => {
  it('recounts BACCARAT_OUTCOME_WEIGHTS through the real drawing rules', () => {
    const sums = countOutcomes();
    expect(BigInt(sums.total)).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(sums.total).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect({
      banker: BigInt(sums.banker),
      player: BigInt(sums.player),
      tie: BigInt(sums.tie),
      total: BigInt(sums.total),
    }).toEqual(BACCARAT_OUTCOME_WEIGHTS);
  });

  it('recounts the pair probability over all ordered two-card draws', () => {
    let pairs = 0;
    for (let a = 0; a < SHOE_SIZE; a++)
      for (let b = 0; b < SHOE_SIZE; b++) if (a !== b && rankOf(a) === rankOf(b)) pairs++;
    expect(pairs / (SHOE_SIZE * (SHOE_SIZE - 1))).toBeCloseTo(BACCARAT_PAIR_PROBABILITY, 15);
    expect(pairs).toBe(416 * 31);
  });

  it('matches the RTP table in baccarat.ts to the digits printed there', () => {
    expect(BACCARAT_RTP.player).toBeCloseTo(0.987649, 6);
    expect(BACCARAT_RTP.banker).toBeCloseTo(0.989421, 6);
    expect(BACCARAT_RTP.tie).toBeCloseTo(0.856404, 6);
    expect(BACCARAT_RTP.playerPair).toBeCloseTo(0.896386, 6);
    expect(BACCARAT_RTP.bankerPair).toBeCloseTo(0.896386, 6);
    // The 8-deck house edges as published (e.g. Wizard of Odds): 1.2351, 1.0579, 14.3596, 10.3614 %.
    expect(1 - BACCARAT_RTP.player).toBeCloseTo(0.012351, 6);
    expect(1 - BACCARAT_RTP.banker).toBeCloseTo(0.010579, 6);
    expect(1 - BACCARAT_RTP.tie).toBeCloseTo(0.143596, 6);
    expect(1 - BACCARAT_RTP.playerPair).toBeCloseTo(0.103614, 6);
  });
});
