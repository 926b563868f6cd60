import type { AdminGameEntry } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueChange } from './catalogue-change';

const entry = (ch: string, over: Partial<AdminGameEntry> = {}): AdminGameEntry => ({
  partner: 'house',
  ch,
  name: ch,
  img: `/games/${ch}.webp`,
  gameType: 'EGAMES',
  category: 'EGAMES',
  active: true,
  sortOrder: 0,
  ...over,
});

describe('catalogueChange', () => {
  it('records entries changed, removed and added, and leaves the unchanged out', () => {
    const stored = [entry('a'), entry('b'), entry('c')];
    const saved = [entry('a'), entry('b', { active: false }), entry('d')];
    expect(catalogueChange(stored, saved)).toEqual({
      before: { games: [entry('b'), entry('c')] },
      after: { games: [entry('b', { active: false }), entry('d')] },
    });
  });

  it('tells entries of two partners with one ch apart', () => {
    const stored = [entry('x')];
    const saved = [entry('x'), entry('x', { partner: 'other' })];
    expect(catalogueChange(stored, saved)).toEqual({
      before: { games: [] },
      after: { games: [entry('x', { partner: 'other' })] },
    });
  });

  it('answers null when the save changed nothing, in any order', () => {
    expect(catalogueChange([entry('a'), entry('b')], [entry('b'), entry('a')])).toBeNull();
    expect(catalogueChange([], [])).toBeNull();
  });
});
