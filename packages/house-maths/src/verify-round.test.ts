import { describe, expect, it } from 'vitest';
import { dealHand } from './baccarat';
import { FairRng, hashServerSeed, newServerSeed } from './provably-fair';
import { drawNaga } from './naga';
import { drawSlot } from './slot';
import { drawPath } from './trading';
import { HOUSE_GAMES, replayRound } from './verify-round';

describe('replayRound', () => {
  // What the server stores per round, and what it reveals once the member rotates seeds.
  const serverSeed = newServerSeed();
  const round = { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'สวัสดี', nonce: 17 };

  it('replays each game to the outcome the server dealt', () => {
    const dealt = {
      slot: drawSlot(new FairRng(round)),
      naga: drawNaga(new FairRng(round)),
      baccarat: dealHand(new FairRng(round)),
      trading: drawPath(new FairRng(round)),
    };
    for (const game of HOUSE_GAMES)
      expect(replayRound(game, round)).toEqual({ ok: true, outcome: dealt[game] });
  });

  it('gives another outcome for the next nonce', () => {
    const next = replayRound('baccarat', { ...round, nonce: 18 });
    const current = replayRound('baccarat', round);
    expect(next.ok && current.ok).toBe(true);
    expect(next).not.toEqual(current);
  });

  it('refuses a revealed seed that does not match the commitment', () => {
    for (const game of HOUSE_GAMES) {
      expect(replayRound(game, { ...round, serverSeed: newServerSeed() })).toEqual({
        ok: false,
        reason: 'server-seed-hash-mismatch',
      });
    }
  });
});
