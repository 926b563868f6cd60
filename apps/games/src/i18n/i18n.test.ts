import { LIVE_KINDS, LIVE_PAYTABLES, ROAD_TITLES } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { spotLabel, spotRule } from '../routes/live/spot-text';
import { EN } from './en';
import { TH } from './th';

const THAI = /[\u0E00-\u0E7F]/;

/** Every text of a catalogue by its path ('live.phases.betting', 'howSteps.0'). */
function texts(node: unknown, path = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[path, node]]);
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as object))
    for (const entry of texts(value, path ? `${path}.${key}` : key)) out.set(...entry);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the game client’s English catalogue', () => {
  const th = texts(TH);
  const en = texts(EN);

  it('has every Thai key, and no other', () => {
    expect([...en.keys()].sort()).toEqual([...th.keys()].sort());
  });

  it('fills the same placeholders as the Thai text of each key', () => {
    for (const [key, text] of th) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('is English throughout (no Thai letter), and no text is left empty', () => {
    for (const [key, text] of en) {
      expect(THAI.test(text), `${key}: ${text}`).toBe(false);
      expect(text.trim(), key).not.toBe('');
    }
  });
});

describe('the catalogue and the contracts say the same in Thai', () => {
  it('names the roads as ROAD_TITLES does', () => {
    expect(TH.roads.titles).toEqual(ROAD_TITLES);
  });

  it('labels every live spot and its rule as the paytables do, and in English without Thai', () => {
    for (const kind of LIVE_KINDS)
      for (const spot of LIVE_PAYTABLES[kind]) {
        expect(spotLabel(kind, spot, TH.spots), `${kind} ${spot.code}`).toBe(spot.th);
        expect(spotRule(kind, spot, TH.spots), `${kind} ${spot.code}`).toBe(spot.rule);
        const english = `${spotLabel(kind, spot, EN.spots)} ${spotRule(kind, spot, EN.spots)}`;
        expect(THAI.test(english), `${kind} ${spot.code}: ${english}`).toBe(false);
      }
  });
});
