import { describe, expect, it } from 'vitest';
import { shouldChime, shouldRefetch } from './queue-events';

describe('the queue stream', () => {
  it('refetches when the streamed version differs from the rows shown, once per version', () => {
    expect(shouldRefetch('1.0.a', '2.0.b', undefined)).toBe(true);
    expect(shouldRefetch('1.0.a', '1.0.a', undefined)).toBe(false);
    // Asked already for this version: an answer that still differs does not loop.
    expect(shouldRefetch('1.0.a', '2.0.b', '2.0.b')).toBe(false);
    expect(shouldRefetch('2.0.b', '3.0.c', '2.0.b')).toBe(true);
  });

  it('waits for both the rows and an event', () => {
    expect(shouldRefetch(undefined, '2.0.b', undefined)).toBe(false);
    expect(shouldRefetch('1.0.a', undefined, undefined)).toBe(false);
  });

  it('chimes only when more withdrawals wait than at the previous event', () => {
    expect(shouldChime(undefined, 5)).toBe(false);
    expect(shouldChime(2, 3)).toBe(true);
    expect(shouldChime(3, 3)).toBe(false);
    expect(shouldChime(3, 2)).toBe(false);
  });
});
