import type { LiveResult } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { betsReturn, spotReturn } from './spot-return';

const baccarat = (winner: 'player' | 'banker' | 'tie', pairs = false): LiveResult => ({
  kind: 'baccarat',
  winner,
  playerTotal: 7,
  bankerTotal: 5,
  natural: false,
  playerPair: pairs,
  bankerPair: false,
  road: { side: winner === 'player' ? 'P' : winner === 'banker' ? 'B' : 'T' },
});

describe('spotReturn', () => {
  it('pays baccarat banker 0.95, pushes player and banker on a tie, pays pairs 11', () => {
    expect(spotReturn('banker', baccarat('banker'))).toBe(1.95);
    expect(spotReturn('player', baccarat('banker'))).toBe(0);
    expect(spotReturn('player', baccarat('tie'))).toBe(1);
    expect(spotReturn('tie', baccarat('tie'))).toBe(9);
    expect(spotReturn('playerPair', baccarat('banker', true))).toBe(12);
    expect(betsReturn({ banker: 15, player: 10 }, baccarat('banker'))).toBe(29.25);
  });

  it('gives half back on a Dragon Tiger tie', () => {
    const tie: LiveResult = { kind: 'dragonTiger', winner: 'tie', dragon: 0, tiger: 13, road: { side: 'T' } };
    expect(betsReturn({ dragon: 100, tie: 10 }, tie)).toBe(50 + 120);
  });

  it('pays Hi-Lo สูง 1:1 on 12 and more, not on a triple', () => {
    const roll = (dice: number[]): LiveResult => ({
      kind: 'hilo',
      dice,
      total: dice[0]! + dice[1]! + dice[2]!,
    });
    expect(betsReturn({ high: 100 }, roll([6, 5, 2]))).toBe(200);
    expect(betsReturn({ high: 100 }, roll([4, 4, 4]))).toBe(0);
    expect(betsReturn({ 'single:4': 10, low: 10 }, roll([4, 4, 1]))).toBe(30 + 20);
  });
});
