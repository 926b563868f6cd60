import { getBanners, getPrefix, getPromotions } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { LANDING_CALLS } from './fill-visitor-data';

describe('the landing page calls', () => {
  it('are the contracts’ own paths', () => {
    expect(LANDING_CALLS).toEqual({
      prefix: getPrefix.path,
      promotions: getPromotions.path,
      banners: getBanners.path,
    });
  });
});
