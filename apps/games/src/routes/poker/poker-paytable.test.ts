import { describe, expect, it } from 'vitest';
import { dealPoker } from '@chokdee/house-maths/poker/poker-deal';
import {
  pokerInfo,
  pokerPayout,
  pokerTable,
  type PokerDecision,
} from '../../../../server/src/house/provider/poker-games';
import { AA_BONUS_PAYTABLE, ANTE_PAYTABLE, settleHoldem } from '@chokdee/house-maths/poker/holdem';
import { JOB_PAYTABLE } from '@chokdee/house-maths/poker/video-poker';
import { FairRng } from '@chokdee/house-maths/provably-fair';
import { aaBonusPaytable, antePaytable, holdemReturns, videoPokerPaytable } from './poker-paytable';
import { handText } from './poker-text';

const serverSeed = 'c0ffee00'.repeat(8);

describe('the paytables read from the server’s rules lines', () => {
  it('gives Jacks or Better’s nine rows, best first, named as the page names the paid hand', () => {
    const rows = videoPokerPaytable(pokerInfo('videoPoker').rules);
    expect(rows).toEqual(JOB_PAYTABLE.map((e) => ({ label: handText(e.hand), pays: e.pays })));
  });

  it('gives the hold’em ante and AA bonus tables', () => {
    const { rules } = pokerInfo('holdem');
    expect(antePaytable(rules).map((r) => r.pays)).toEqual(ANTE_PAYTABLE.map((e) => e.toOne));
    expect(aaBonusPaytable(rules)).toEqual(
      AA_BONUS_PAYTABLE.map((e) => ({ label: handText(e.hand), pays: e.toOne })),
    );
  });
});

describe('the paytables read from the server’s English rules lines', () => {
  it('gives the same rows as the Thai lines, each hand recognised (named in the page’s language)', () => {
    const english = (rows: { label: string; pays: number }[]) => rows.map((r) => r.pays);
    const thai = pokerInfo('videoPoker').rules;
    const en = pokerInfo('videoPoker', 'en').rules;
    expect(english(videoPokerPaytable(en))).toEqual(english(videoPokerPaytable(thai)));
    expect(videoPokerPaytable(en).map((r) => r.label)).toEqual(JOB_PAYTABLE.map((e) => handText(e.hand)));
    const holdem = pokerInfo('holdem', 'en').rules;
    expect(antePaytable(holdem).map((r) => r.pays)).toEqual(ANTE_PAYTABLE.map((e) => e.toOne));
    expect(aaBonusPaytable(holdem).map((r) => r.label)).toEqual(
      AA_BONUS_PAYTABLE.map((e) => handText(e.hand)),
    );
  });
});

describe('the split of a hold’em payout by bet', () => {
  const aaTable = aaBonusPaytable(pokerInfo('holdem').rules);
  const bet = { game: 'holdem' as const, ante: 20, aaBonus: 10 };

  it('matches the server’s settlement of every bet, on calls and folds over many seeded rounds', () => {
    const seen = new Set<string>();
    for (let nonce = 0; nonce < 400; nonce++) {
      const dealt = dealPoker('holdem', new FairRng({ serverSeed, clientSeed: 'split', nonce }));
      if (dealt.game !== 'holdem') throw new Error('not hold’em');
      for (const action of ['call', 'fold'] as const) {
        const decision: PokerDecision = { action };
        const callStake = action === 'call' ? 4_000n : 0n;
        const table = pokerTable(dealt, bet, decision, callStake);
        if (table.game !== 'holdem') throw new Error('not hold’em');
        const payout = Number(pokerPayout(dealt, bet, decision)) / 100;
        const s = settleHoldem(dealt.deal, action);
        seen.add(`${s.result}${s.aaBonus > 0 ? '+aa' : ''}`);
        expect(holdemReturns(table, payout, aaTable)).toEqual({
          ante: s.ante * bet.ante,
          call: (s.call / 2) * table.call,
          aaBonus: s.aaBonus * bet.aaBonus,
        });
      }
    }
    // The sample covers every result, and AA bonus wins.
    expect([...seen].map((k) => k.replace('+aa', '')).sort()).toEqual(
      expect.arrayContaining(['dealerNotQualified', 'fold', 'lose', 'tie', 'win']),
    );
    expect([...seen].some((k) => k.endsWith('+aa'))).toBe(true);
  });
});
