import { describe, expect, it } from 'vitest';
import { createHouseTokens } from './tokens';

describe('house tokens', () => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const tokens = createHouseTokens('house-secret-0123456789', () => now);
  const other = createHouseTokens('another-secret-0123456789', () => now);
  const claims = { username: 'ck2abc3def4', page: 'slot' } as const;

  it('reads back what it issued', () => {
    expect(tokens.readLaunch(tokens.launchToken(claims))).toEqual(claims);
    expect(tokens.readSession(tokens.sessionToken(claims))).toEqual(claims);
  });

  it('keeps the purposes apart: a launch token is no session token and back', () => {
    expect(tokens.readSession(tokens.launchToken(claims))).toBeUndefined();
    expect(tokens.readLaunch(tokens.sessionToken(claims))).toBeUndefined();
  });

  it('refuses another secret, a changed payload and garbage', () => {
    const token = tokens.launchToken(claims);
    expect(other.readLaunch(token)).toBeUndefined();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'someone-else', p: 'slot', exp: 9e9 })).toString(
      'base64url',
    );
    expect(tokens.readLaunch(`${forged}.${signature}`)).toBeUndefined();
    for (const junk of ['', 'a', 'a.b', 'a.b.c', `${token}.x`])
      expect(tokens.readLaunch(junk)).toBeUndefined();
  });

  it('expires launch tokens after 2 minutes and sessions after 4 hours', () => {
    const start = now;
    const launch = tokens.launchToken(claims);
    const session = tokens.sessionToken(claims);
    now = start + 119_000;
    expect(tokens.readLaunch(launch)).toEqual(claims);
    now = start + 120_000;
    expect(tokens.readLaunch(launch)).toBeUndefined();
    expect(tokens.readSession(session)).toEqual(claims);
    now = start + 4 * 3600_000;
    expect(tokens.readSession(session)).toBeUndefined();
    now = start;
  });
});
