import { describe, expect, it } from 'vitest';
import { dealPoker } from '@chokdee/house-maths/poker/poker-deal';
import { pokerTable } from '../../../../server/src/house/provider/poker-games';
import { FairRng } from '@chokdee/house-maths/provably-fair';
import { replayDeck } from './poker-deck';
import { roundMatchesDeck } from './poker-verify';

const seeds = { serverSeed: '9'.repeat(64), clientSeed: 'verify', nonce: 3 };

describe('a round’s cards against the replayed deck', () => {
  it('accepts a video poker round, open or drawn, and refuses a changed card', () => {
    const dealt = dealPoker('videoPoker', new FairRng(seeds));
    const bet = { game: 'videoPoker' as const, bet: 5 };
    const deck = replayDeck('videoPoker', seeds);
    expect(roundMatchesDeck(pokerTable(dealt, bet, null, 0n), deck)).toBe(true);
    const drawn = pokerTable(dealt, bet, { hold: [true, false, true, false, false] }, 0n);
    expect(roundMatchesDeck(drawn, deck)).toBe(true);
    if (drawn.game !== 'videoPoker' || !drawn.final) throw new Error('not drawn');
    const swapped = {
      ...drawn,
      final: [...drawn.final.slice(0, 4), deck.game === 'videoPoker' ? deck.dealt[4]! : ''],
    };
    expect(roundMatchesDeck(swapped, deck)).toBe(false);
    // Another nonce's deck is not this round's.
    expect(roundMatchesDeck(drawn, replayDeck('videoPoker', { ...seeds, nonce: 4 }))).toBe(false);
  });

  it('accepts a hold’em round, folded or called, and refuses a changed dealer card', () => {
    const dealt = dealPoker('holdem', new FairRng(seeds));
    const bet = { game: 'holdem' as const, ante: 10 };
    const deck = replayDeck('holdem', seeds);
    expect(roundMatchesDeck(pokerTable(dealt, bet, { action: 'fold' }, 0n), deck)).toBe(true);
    const called = pokerTable(dealt, bet, { action: 'call' }, 2_000n);
    expect(roundMatchesDeck(called, deck)).toBe(true);
    if (called.game !== 'holdem' || !called.dealer) throw new Error('not called');
    expect(roundMatchesDeck({ ...called, dealer: [called.dealer[1]!, called.dealer[0]!] }, deck)).toBe(false);
  });
});
