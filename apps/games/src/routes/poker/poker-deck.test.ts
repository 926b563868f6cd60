import { describe, expect, it } from 'vitest';
import { pokerDeck, dealPoker } from '../../../../server/src/modules/games/house-provider/poker-games';
import { shuffledTop as serverShuffledTop } from '../../../../server/src/modules/games/house/poker/cards';
import { FairRng } from '../../../../server/src/modules/games/house/provably-fair';
import { cardLabel, replayDeck, shuffledTop } from './poker-deck';

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

  it.each(SEEDS)('gives the server function’s deck for both games (nonce $nonce)', async (seeds) => {
    for (const game of ['videoPoker', 'holdem'] as const) {
      const server = pokerDeck(dealPoker(game, new FairRng(seeds)));
      expect(await replayDeck(game, seeds)).toEqual(server);
    }
  });

  it('orders the whole deck like the server over 200 nonces (digests past the first included)', async () => {
    const serverSeed = '5eed'.repeat(16);
    for (let nonce = 0; nonce < 200; nonce++) {
      const seeds = { serverSeed, clientSeed: 'many', nonce };
      expect(await shuffledTop(seeds, 52)).toEqual(serverShuffledTop(new FairRng(seeds), 52));
    }
  });
});
