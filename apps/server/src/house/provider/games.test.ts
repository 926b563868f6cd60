import { describe, expect, it } from 'vitest';
import { returnRange, TH } from '@chokdee/contracts';
import { dealHand } from '@chokdee/house-maths/baccarat';
import { settleHand } from '@chokdee/house-maths/baccarat-bets';
import { FairRng, hashServerSeed } from '@chokdee/house-maths/provably-fair';
import { drawNaga } from '@chokdee/house-maths/naga';
import { drawSlot } from '@chokdee/house-maths/slot';
import { drawPath, settleTrade } from '@chokdee/house-maths/trading';
import { checkStakes, houseGameInfos, playRound, stakeAtRisk, verifyRound } from './games';

const serverSeed = 'a3f1'.repeat(16);
const seeds = (nonce: number) => ({ serverSeed, clientSeed: 'ทดสอบ', nonce });

describe('house games as served', () => {
  it('pays each game exactly what its pure rules pay, for many rounds', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const slot = playRound({ game: 'slot', bet: 7 }, new FairRng(seeds(nonce)));
      expect(slot.payout).toBe(700n * BigInt(drawSlot(new FairRng(seeds(nonce))).multiplier));

      const bets = { player: 10, banker: 30, tie: 10, playerPair: 10, bankerPair: 10 };
      const hand = playRound({ game: 'baccarat', bets }, new FairRng(seeds(nonce)));
      const satang = { player: 1_000n, banker: 3_000n, tie: 1_000n, playerPair: 1_000n, bankerPair: 1_000n };
      expect(hand).toMatchObject({
        stake: 7_000n,
        payout: settleHand(dealHand(new FairRng(seeds(nonce))), satang).returnSatang,
      });

      const trade = playRound({ game: 'trading', call: 'down', stake: 20 }, new FairRng(seeds(nonce)));
      const path = drawPath(new FairRng(seeds(nonce)));
      expect(trade.payout).toBe(settleTrade(path, 'down', 2_000n).returnSatang);
      expect(trade.outcome).toEqual({
        game: 'trading',
        prices: path.prices.map((p) => p / 100),
        move: path.move,
      });
    }
  });

  it('shows baccarat cards by label and the winner', () => {
    const { outcome } = playRound({ game: 'baccarat', bets: { banker: 10 } }, new FairRng(seeds(3)));
    expect(outcome).toMatchObject({
      game: 'baccarat',
      winner: expect.stringMatching(/^(player|banker|tie)$/),
    });
    if (outcome.game !== 'baccarat') throw new Error('not baccarat');
    for (const card of [...outcome.player, ...outcome.banker])
      expect(card).toMatch(/^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/);
  });

  it('checks stakes against the table limits', () => {
    expect(checkStakes({ game: 'slot', bet: 1 })).toBe(100n);
    expect(checkStakes({ game: 'baccarat', bets: { player: 10_000, tie: 10 } })).toBe(1_001_000n);
    expect(() => checkStakes({ game: 'slot', bet: 1_001 })).toThrow('เดิมพันได้ตั้งแต่ 1 ถึง 1,000 บาทต่อครั้ง');
    expect(() => checkStakes({ game: 'baccarat', bets: { tie: 9 } })).toThrow(
      TH.houseStakeOutOfRange.replace('{min}', '10').replace('{max}', '10,000'),
    );
    expect(() => checkStakes({ game: 'trading', call: 'up', stake: 5_001 })).toThrow(/5,000/);
  });

  it('states the documented RTP of every bet and the rules, read from the games themselves', () => {
    const infos = Object.fromEntries(houseGameInfos().map((g) => [g.game, g]));
    expect(infos.slot!.rtp.map((r) => r.percent)).toEqual([95.95]);
    expect(infos.baccarat!.rtp.map((r) => r.percent)).toEqual([98.76, 98.94, 85.64, 89.64, 89.64]);
    expect(infos.trading!.rtp.map((r) => r.percent)).toEqual([97.51]);
    // The naga slot's return is the spin's; its free spins' part is a labelled share, not a return of its
    // own: the lobby showed "21.51% – 95.84%" (issue 24 item 4).
    const naga = infos.naga!.rtp;
    expect(naga[0]).toEqual({ label: 'ทุกการหมุน (รวมฟรีสปิน)', percent: 95.84 });
    expect(naga.slice(1).map((r) => r.share)).toEqual([true, true]);
    expect(naga[1]!.percent + naga[2]!.percent).toBeCloseTo(naga[0]!.percent, 1);
    expect(returnRange(naga)).toEqual([95.84, 95.84]);
    expect(returnRange(infos.baccarat!.rtp)).toEqual([85.64, 98.94]);
    expect(infos.slot!.rules).toContain('เจ็ด เจ็ด เจ็ด จ่าย 300 เท่า');
    expect(infos.slot!.rules).toContain('มังคุด ที่วงล้อ 1 และ 2 จ่าย 3 เท่า');
  });

  it('states titles, odds and rules in Thai alone: no Player, Banker, Tie, Pair (issue 17 item 4)', () => {
    const texts = houseGameInfos().flatMap((g) => [g.title, ...g.rtp.map((r) => r.label), ...g.rules]);
    expect(texts.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
  });

  it('verifies a revealed round from the seeds alone, and refuses a seed that does not match', () => {
    const round = { ...seeds(11), serverSeedHash: hashServerSeed(serverSeed) };
    const played = playRound({ game: 'slot', bet: 1 }, new FairRng(seeds(11)));
    expect(verifyRound('slot', round)).toEqual({ hashMatches: true, outcome: played.outcome });
    expect(verifyRound('slot', { ...round, serverSeed: 'b'.repeat(64) })).toEqual({
      hashMatches: false,
      outcome: null,
    });
  });
});

describe('stake at risk (the turnover a house round sends with its win)', () => {
  it.each([
    ['a slot spin: its bet', { game: 'slot', bet: 7 }, 700n],
    [
      'player against banker: only the difference',
      { game: 'baccarat', bets: { player: 100, banker: 100 } },
      0n,
    ],
    ['banker 100 against player 30: 70', { game: 'baccarat', bets: { player: 30, banker: 100 } }, 7_000n],
    [
      'tie and pairs have no opposite and count in full',
      { game: 'baccarat', bets: { player: 50, banker: 50, tie: 10, playerPair: 10, bankerPair: 20 } },
      4_000n,
    ],
    ['a trade: its stake (one call per round)', { game: 'trading', call: 'up', stake: 100 }, 10_000n],
  ] as const)('%s', (_label, play, expected) => {
    expect(stakeAtRisk(play)).toBe(expected);
  });
});

describe('naga as served', () => {
  it('pays bet x total bets in satang, shows every spin, and verifies from the seeds', () => {
    let featureSeen = false;
    for (let nonce = 0; nonce < 400; nonce++) {
      const played = playRound({ game: 'naga', bet: 3 }, new FairRng(seeds(nonce)));
      const draw = drawNaga(new FairRng(seeds(nonce)));
      expect(played.stake).toBe(300n);
      expect(played.payout).toBe(15n * BigInt(draw.totalUnits));
      if (played.outcome.game !== 'naga') throw new Error('not naga');
      expect(played.outcome.total * 20).toBeCloseTo(draw.totalUnits, 9);
      expect(played.outcome.window).toEqual(draw.window);
      expect(played.outcome.freeSpins).toHaveLength(draw.freeSpins.length);
      featureSeen ||= draw.freeSpins.length > 0;
    }
    expect(featureSeen).toBe(true);
    const round = { ...seeds(5), serverSeedHash: hashServerSeed(serverSeed) };
    const played = playRound({ game: 'naga', bet: 1 }, new FairRng(seeds(5)));
    expect(verifyRound('naga', round)).toEqual({ hashMatches: true, outcome: played.outcome });
  });

  it('states its RTP and a paytable read from the game', () => {
    const naga = houseGameInfos().find((g) => g.game === 'naga')!;
    expect(naga.title).toBe('ขุมทรัพย์พญานาค');
    expect(naga.rtp.map((r) => r.percent)).toEqual([95.84, 74.34, 21.51]);
    expect(naga.rules).toContain('พญานาค 3/4/5 ช่อง จ่าย 50/200/1,000 เท่าของเดิมพันต่อไลน์');
    expect(checkStakes({ game: 'naga', bet: 1 })).toBe(100n);
    expect(() => checkStakes({ game: 'naga', bet: 1_001 })).toThrow(/1,000/);
  });
});
