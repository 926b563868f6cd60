import { HOUSE_POKER_GAMES } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { houseGameInfos } from './games';
import { pokerInfo } from './poker-games';

const THAI = /[\u0E00-\u0E7F]/;

/** What a sheet shows, for comparing the two languages. */
const shape = (sheet: { rtp: { percent: number; share?: boolean }[]; rules: string[] }) => ({
  percents: sheet.rtp.map((line) => [line.percent, line.share ?? false]),
  rules: sheet.rules.length,
});

describe('the rules sheets in English', () => {
  const sheets = [
    ...houseGameInfos('th').map((th, i) => [th, houseGameInfos('en')[i]!] as const),
    ...HOUSE_POKER_GAMES.map((game) => [pokerInfo(game), pokerInfo(game, 'en')] as const),
  ];

  it('say every line in English, no Thai letter left', () => {
    for (const [, en] of sheets) {
      const words = [en.title, ...en.rtp.map((line) => line.label), ...en.rules];
      expect(
        words.filter((w) => THAI.test(w) || w.trim() === ''),
        en.title,
      ).toEqual([]);
    }
  });

  it('keep the Thai sheet’s figures, RTP lines and number of rules, and its limits', () => {
    for (const [th, en] of sheets) {
      expect(shape(en), th.title).toEqual(shape(th));
      expect([en.minStake, en.maxStake]).toEqual([th.minStake, th.maxStake]);
    }
  });

  it('stay Thai, word for word, unless English is asked for', () => {
    expect(houseGameInfos()).toEqual(houseGameInfos('th'));
    expect(pokerInfo('holdem')).toBe(pokerInfo('holdem', 'th'));
  });
});
