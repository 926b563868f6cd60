import { describe, expect, it } from 'vitest';
import { feedSignatureMatches, signFeedBody } from './feed-signature';

const body = Buffer.from('{"transactions":[]}');

describe('feed signature', () => {
  it('is the hex HMAC-SHA256 of the raw body (RFC 4231 test case 2)', () => {
    expect(signFeedBody('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('accepts the signature in either case', () => {
    const sig = signFeedBody(body, 'secret-1');
    expect(feedSignatureMatches(body, sig, 'secret-1')).toBe(true);
    expect(feedSignatureMatches(body, sig.toUpperCase(), 'secret-1')).toBe(true);
  });

  it.each([
    ['another secret', signFeedBody(body, 'secret-2')],
    ['another body', signFeedBody('{"transactions":[1]}', 'secret-1')],
    ['a truncated signature', signFeedBody(body, 'secret-1').slice(0, 63)],
    ['not hex', 'z'.repeat(64)],
    ['no header', undefined],
    ['a repeated header', [signFeedBody(body, 'secret-1')]],
  ])('refuses %s', (_label, header) => {
    expect(feedSignatureMatches(body, header, 'secret-1')).toBe(false);
  });
});
