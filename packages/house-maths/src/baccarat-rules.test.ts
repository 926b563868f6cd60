import { describe, expect, it } from 'vitest';
import { bankerDraws, playHand, playerDraws } from './baccarat';
import { type Rank, cardOf } from './baccarat-shoe';

/**
 * Drawing rules, case by case, with stacked shoes. Cards come out in dealing order: player, banker,
 * player, banker, then the player's third card, then the banker's third card.
 */

/** A shoe stacked with exactly these cards; dealing past them fails the test. */
function stacked(ranks: Rank[]) {
  const cards = ranks.map((rank) => cardOf(rank));
  const source = () => {
    const card = cards.shift();
    if (card === undefined) throw new Error('the hand drew more cards than the test stacked');
    return card;
  };
  return { source, left: () => cards.length };
}

/** The rank whose point value is v (0 is a king). */
const rankFor = (v: number): Rank =>
  v === 0 ? 'K' : (['A', '2', '3', '4', '5', '6', '7', '8', '9'] as const)[v - 1]!;
/** Two cards totalling t, never a pair of equal ranks for t > 0 (K + t; 10 + K for 0). */
const twoCards = (t: number): [Rank, Rank] => (t === 0 ? ['10', 'K'] : ['K', rankFor(t)]);

/** Deals a player two-card total, a banker two-card total, then whatever third cards are given. */
function deal(playerTotal: number, bankerTotal: number, thirds: Rank[]) {
  const [p1, p2] = twoCards(playerTotal);
  const [b1, b2] = twoCards(bankerTotal);
  const shoe = stacked([p1, b1, p2, b2, ...thirds]);
  return { hand: playHand(shoe.source), left: shoe.left() };
}

/**
 * The banker's rule card, written out by hand. Rows: banker total 0-7. Columns: the point value of
 * the player's third card 0-9, then "-" when the player stood. D draws, S stands.
 */
const BANKER_CARD: Record<number, string> = {
  0: 'DDDDDDDDDD D',
  1: 'DDDDDDDDDD D',
  2: 'DDDDDDDDDD D',
  3: 'DDDDDDDDSD D',
  4: 'SSDDDDDDSS D',
  5: 'SSSSDDDDSS D',
  6: 'SSSSSSDDSS S',
  7: 'SSSSSSSSSS S',
};

const drewAfterPlayerThird = Object.entries(BANKER_CARD).flatMap(([banker, row]) =>
  [...row.slice(0, 10)].map((mark, third) => [Number(banker), third, mark === 'D'] as const),
);
const drewAfterPlayerStood = Object.entries(BANKER_CARD).map(
  ([banker, row]) => [Number(banker), row[11] === 'D'] as const,
);

describe('naturals', () => {
  const naturals = [];
  for (let p = 0; p <= 9; p++)
    for (let b = 0; b <= 9; b++) if (p >= 8 || b >= 8) naturals.push([p, b] as const);

  it.each(naturals)('player %i, banker %i: nobody draws', (p, b) => {
    const { hand, left } = deal(p, b, []);
    expect(left).toBe(0);
    expect(hand).toMatchObject({ natural: true, playerTotal: p, bankerTotal: b });
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
    expect(hand.outcome).toBe(p > b ? 'player' : b > p ? 'banker' : 'tie');
  });
});

describe("player's third card", () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7].map((p) => [p, p <= 5] as const))('player %i draws: %s', (p, draws) => {
    expect(playerDraws(p)).toBe(draws);
    // Banker on 7 always stands, so only the player's rule decides how many cards are dealt.
    const { hand, left } = deal(p, 7, ['4']);
    expect(hand.natural).toBe(false);
    expect(hand.player).toHaveLength(draws ? 3 : 2);
    expect(hand.banker).toHaveLength(2);
    expect(left).toBe(draws ? 0 : 1);
    expect(hand.playerTotal).toBe(draws ? (p + 4) % 10 : p);
  });
});

describe("banker's third card when the player drew", () => {
  it.each(drewAfterPlayerThird)('banker %i, player third card worth %i: draws %s', (banker, third, draws) => {
    expect(bankerDraws(banker, third)).toBe(draws);
    // Player on 3 draws; the banker's card (a 5) is the sixth card, dealt only if the rule says so.
    const { hand, left } = deal(3, banker, [rankFor(third), '5']);
    expect(hand.player).toHaveLength(3);
    expect(hand.banker).toHaveLength(draws ? 3 : 2);
    expect(left).toBe(draws ? 0 : 1);
    expect(hand.playerTotal).toBe((3 + third) % 10);
    expect(hand.bankerTotal).toBe(draws ? (banker + 5) % 10 : banker);
  });

  it('treats tens and pictures as a third card worth 0', () => {
    for (const rank of ['10', 'J', 'Q', 'K'] as const) {
      expect(deal(3, 4, [rank, '5']).hand.banker).toHaveLength(2); // banker 4 stands on a 0
      expect(deal(3, 3, [rank, '5']).hand.banker).toHaveLength(3); // banker 3 draws on a 0
    }
  });
});

describe("banker's third card when the player stood", () => {
  it.each(drewAfterPlayerStood.flatMap(([b, d]) => [[6, b, d] as const, [7, b, d] as const]))(
    'player %i stands, banker %i: draws %s',
    (player, banker, draws) => {
      expect(bankerDraws(banker, null)).toBe(draws);
      // With the player standing, the banker's third card is the fifth card dealt.
      const { hand, left } = deal(player, banker, ['5']);
      expect(hand.player).toHaveLength(2);
      expect(hand.banker).toHaveLength(draws ? 3 : 2);
      expect(left).toBe(draws ? 0 : 1);
    },
  );
});

describe('whole hands', () => {
  it.each([
    // cards in deal order (P B P B, then third cards), expected totals and outcome
    [['2', 'K', '3', '3', '4', '5'], 9, 8, 'player'], // P 5 draws a 4: 9. B 3 draws on a 4: 3 + 5 = 8
    [['A', '6', 'K', 'J', '7', '9'], 8, 5, 'player'], // P 1 draws a 7: 8. B 6 draws on a 7: 6 + 9 = 5
    [['5', '3', 'K', '4', '8'], 3, 7, 'banker'], // P 5 draws an 8: 3. B 7 stands
    [['A', '2', '2', 'K', '9', '7'], 2, 9, 'banker'], // P 3 draws a 9: 2. B 2 draws a 7: 9
    [['6', '2', 'K', '3', 'A'], 6, 6, 'tie'], // P 6 stands. B 5 draws (player stood): 6
    [['4', '4', '3', '3'], 7, 7, 'tie'], // both stand on 7
    [['9', 'Q', 'J', '8'], 9, 8, 'player'], // two naturals: the higher one wins
  ] as const)('deals %j', (ranks, playerTotal, bankerTotal, outcome) => {
    const shoe = stacked([...ranks]);
    expect(playHand(shoe.source)).toMatchObject({ playerTotal, bankerTotal, outcome });
    expect(shoe.left()).toBe(0);
  });

  it('calls a pair on two first cards of the same rank, whatever their suits', () => {
    const cards = [cardOf('K', '♠'), cardOf('5', '♦'), cardOf('K', '♥'), cardOf('5', '♣')];
    expect(playHand(() => cards.shift()!)).toMatchObject({ playerPair: true, bankerPair: true });
  });

  it('does not call ten and king a pair, though both are worth 0', () => {
    const shoe = stacked(['10', '5', 'K', '6', '9', '4']);
    expect(playHand(shoe.source)).toMatchObject({ playerPair: false, bankerPair: false });
  });

  it("ignores the third cards for pairs (only each side's first two count)", () => {
    const shoe = stacked(['2', 'A', '3', '2', '2', 'A']);
    expect(playHand(shoe.source)).toMatchObject({ playerPair: false, bankerPair: false });
  });
});
