import { describe, expect, it } from 'vitest';
import { TH } from '../messages';
import { BACCARAT_BET_CODES } from './house-round';
import {
  LIVE_KINDS,
  LIVE_PAYTABLES,
  LIVE_STAKE_LIMITS,
  liveBets,
  liveBetsBody,
  liveSpot,
} from './live-paytables';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('live paytables', () => {
  it('lists the four live kinds, each with short ASCII codes, unique per table', () => {
    expect(LIVE_KINDS).toEqual(['baccarat', 'dragonTiger', 'hilo', 'fishPrawnCrab']);
    for (const kind of LIVE_KINDS) {
      const codes = LIVE_PAYTABLES[kind].map((spot) => spot.code);
      expect(new Set(codes).size, kind).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9:-]{1,16}$/);
      expect(LIVE_STAKE_LIMITS[kind]).toEqual({ minBaht: 10, maxBaht: 10_000 });
    }
    expect(LIVE_PAYTABLES.hilo).toHaveLength(50);
    expect(LIVE_PAYTABLES.fishPrawnCrab.map((s) => s.code)).toEqual([
      'gourd',
      'crab',
      'fish',
      'prawn',
      'rooster',
      'tiger',
    ]);
    expect(LIVE_PAYTABLES.dragonTiger.map((s) => [s.code, s.pays])).toEqual([
      ['dragon', 1],
      ['tie', 11],
      ['tiger', 1],
    ]);
  });

  it('prices live baccarat like the single-player table', () => {
    expect(LIVE_PAYTABLES.baccarat.map((s) => s.code)).toEqual([...BACCARAT_BET_CODES]);
    expect(LIVE_PAYTABLES.baccarat.map((s) => s.pays)).toEqual([1, 0.95, 8, 11, 11]);
  });

  it('finds a spot by code only on its own table', () => {
    expect(liveSpot('hilo', 'high')).toMatchObject({ th: 'สูง', pays: 1 });
    expect(liveSpot('hilo', 'single:4')?.paysByDice).toEqual([1, 2, 12]);
    expect(liveSpot('dragonTiger', 'high')).toBeUndefined();
  });
});

describe('liveBets', () => {
  it('takes whole baht on known spots', () => {
    expect(liveBets('hilo').parse({ high: 100, 'total:4': 10, 'combo:1-6': 10_000 })).toEqual({
      high: 100,
      'total:4': 10,
      'combo:1-6': 10_000,
    });
    expect(liveBets('fishPrawnCrab').parse({ crab: 20 })).toEqual({ crab: 20 });
  });

  it('refuses a code the table does not have', () => {
    const result = liveBets('hilo').safeParse({ high: 100, 'total:11': 100 });
    expect(result.success).toBe(false);
    expect(messages(result)).toContain(TH.liveBetUnknown);
    expect(liveBets('dragonTiger').safeParse({ player: 100 }).success).toBe(false);
  });

  it('refuses stakes outside 10 to 10,000 baht or not whole, and an empty bet', () => {
    const outOfRange = 'เดิมพันได้ช่องละ 10 ถึง 10,000 บาท';
    expect(messages(liveBets('dragonTiger').safeParse({ tie: 9 }))).toEqual([outOfRange]);
    expect(messages(liveBets('dragonTiger').safeParse({ tie: 10_001 }))).toEqual([outOfRange]);
    expect(messages(liveBets('dragonTiger').safeParse({ tie: 10.5 }))).toEqual([TH.houseStakeInvalid]);
    expect(messages(liveBets('dragonTiger').safeParse({}))).toEqual([TH.liveBetEmpty]);
  });

  it('tells the tables apart by kind in the bet body', () => {
    expect(liveBetsBody.parse({ kind: 'dragonTiger', bets: { dragon: 50 } })).toEqual({
      kind: 'dragonTiger',
      bets: { dragon: 50 },
    });
    expect(liveBetsBody.safeParse({ kind: 'hilo', bets: { dragon: 50 } }).success).toBe(false);
    expect(liveBetsBody.safeParse({ kind: 'roulette', bets: { red: 50 } }).success).toBe(false);
  });
});
