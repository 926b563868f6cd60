import type { GameEntry } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { searchGames } from './game-search';

const game = (ch: string, name: string, category: GameEntry['category']): GameEntry => ({
  ch,
  name,
  category,
  img: '',
  gameType: category,
});

const GAMES = [
  game('house-slot', 'สล็อตช้างทอง', 'EGAMES'),
  game('house-naga', 'ขุมทรัพย์พญานาค', 'EGAMES'),
  game('house-dragon-tiger', 'เสือมังกร', 'LIVECASINO'),
  game('house-live-baccarat', 'บาคาร่าสด', 'LIVECASINO'),
  game('house-baccarat', 'บาคาร่า', 'LIVECASINO'),
  game('house-holdem', 'คาสิโนโฮลเด็ม', 'POKER'),
  game('pg-mahjong', 'มาจองเวย์', 'EGAMES'),
];
const chs = (search: string) => searchGames(GAMES, search).map((g) => g.ch);

describe('searchGames', () => {
  it('finds by the Thai name, spaces ignored', () => {
    expect(chs('มังกร')).toEqual(['house-dragon-tiger']);
    expect(chs('บาคาร่า สด')).toEqual(['house-live-baccarat']);
    expect(chs('บาคาร่า')).toEqual(['house-live-baccarat', 'house-baccarat']);
  });

  it('finds by the English name in any case and spelling', () => {
    expect(chs('Dragon Tiger')).toEqual(['house-dragon-tiger']);
    expect(chs('dragon-tiger')).toEqual(['house-dragon-tiger']);
    expect(chs('NAGA')).toEqual(['house-naga']);
    expect(chs('holdem')).toEqual(['house-holdem']);
    expect(chs("hold'em")).toEqual(['house-holdem']);
  });

  it("finds a category's games by its name, and an outside game by its code", () => {
    expect(chs('สล็อต')).toEqual(['house-slot', 'house-naga', 'pg-mahjong']);
    expect(chs('poker')).toEqual(['house-holdem']);
    expect(chs('mahjong')).toEqual(['pg-mahjong']);
  });

  it('answers every game for a blank search, and none for an unknown one', () => {
    expect(chs('  ')).toHaveLength(GAMES.length);
    expect(chs('roulette')).toEqual([]);
  });
});
