import { describe, expect, it } from 'vitest';
import { cardLabel } from '@chokdee/house-maths/poker/cards';
import { replayDeck } from './poker-deck';

/** Fixed seeds: the server seed is any 64 lowercase hex characters, the client seed any short text. */
const SEEDS = [
  { serverSeed: 'a'.repeat(64), clientSeed: 'chokdee', nonce: 0 },
  { serverSeed: '0123456789abcdef'.repeat(4), clientSeed: 'ลูกค้า:1', nonce: 7 },
  { serverSeed: 'f00dbabe'.repeat(8), clientSeed: 'x', nonce: 123_456 },
];

describe("the browser's replay of a poker deck", () => {
  it('labels card ids as the server does', () => {
    expect([0, 9, 10, 12, 13, 38, 51].map(cardLabel)).toEqual(['A♠', '10♠', 'J♠', 'K♠', 'A♥', 'K♦', 'K♣']);
  });

  it('replays a known round as node:crypto dealt it before the maths moved to the browser', () => {
    // Taken from the server's FairRng on node:crypto's HMAC: the browser must deal exactly this.
    expect(replayDeck('videoPoker', SEEDS[0]!)).toEqual({
      game: 'videoPoker',
      dealt: ['2♠', '2♥', '5♥', '6♦', '10♦'],
      draws: ['4♠', '9♣', 'A♣', '3♣', 'Q♣'],
    });
  });

  it.each(SEEDS)('deals ten or nine distinct cards for both games (nonce $nonce)', (seeds) => {
    const vp = replayDeck('videoPoker', seeds);
    const he = replayDeck('holdem', seeds);
    if (vp.game !== 'videoPoker' || he.game !== 'holdem') throw new Error('wrong game');
    expect(new Set([...vp.dealt, ...vp.draws]).size).toBe(10);
    expect(new Set([...he.player, ...he.flop, he.turn, he.river, ...he.dealer]).size).toBe(9);
  });
});
