import { describe, expect, it } from 'vitest';
import { categoryFromSlug, roundGameName, roundNet } from './game-categories';

describe('categoryFromSlug', () => {
  it('reads the slugs, the enum names and the route names in any case', () => {
    expect(categoryFromSlug('slot')).toBe('EGAMES');
    expect(categoryFromSlug('EGAMES')).toBe('EGAMES');
    expect(categoryFromSlug('casino')).toBe('LIVECASINO');
    expect(categoryFromSlug('Baccarat')).toBe('LIVECASINO');
    expect(categoryFromSlug('livecasino')).toBe('LIVECASINO');
    expect(categoryFromSlug('poker')).toBe('POKER');
    expect(categoryFromSlug('TRADING')).toBe('TRADING');
  });
  it('knows nothing else', () => {
    expect(categoryFromSlug('lottery')).toBeUndefined();
    expect(categoryFromSlug('')).toBeUndefined();
    expect(categoryFromSlug(undefined)).toBeUndefined();
    expect(categoryFromSlug('constructor')).toBeUndefined();
  });
});

describe('rounds', () => {
  it('names house games in Thai and others by their code', () => {
    expect(roundGameName({ partner: 'HOUSE', gameCode: 'slot' })).toBe('สล็อต');
    expect(roundGameName({ partner: 'OTHER', gameCode: 'slot' })).toBe('slot');
    expect(roundGameName({ partner: 'HOUSE', gameCode: 'toString' })).toBe('toString');
  });
  it('nets win and refund against the bet without float noise', () => {
    expect(roundNet({ bet: 10.1, win: 0, refund: 0 })).toBe(-10.1);
    expect(roundNet({ bet: 0.3, win: 0.1, refund: 0.2 })).toBe(0);
    expect(roundNet({ bet: 100, win: 195, refund: 0 })).toBe(95);
  });
});
