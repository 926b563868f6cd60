import { describe, expect, it } from 'vitest';
import { maskedToLikePattern, matchesMasked, visibleDigits } from './masked-account';

describe('masked sender accounts', () => {
  it('matches digit by digit with x as a wildcard', () => {
    expect(matchesMasked('xxx-x-x1234-x', '1234567890')).toBe(false);
    expect(matchesMasked('xxx-x-x1234-x', '9876512340')).toBe(true);
    expect(matchesMasked('XXX-X-X1234-X', '0000012349')).toBe(true);
    expect(matchesMasked('xxx-x-x1234-x', '98765123401')).toBe(false);
  });

  it('counts visible digits and builds a LIKE pattern', () => {
    expect(visibleDigits('xxx-x-x1234-x')).toBe(4);
    expect(visibleDigits('xxx-x-xx234-x')).toBe(3);
    expect(maskedToLikePattern('xxx-x-x1234-x')).toBe('_____1234_');
  });
});
