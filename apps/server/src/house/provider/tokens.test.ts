import { describe, expect, it } from 'vitest';
import { createHouseTokens } from './tokens';

describe('house tokens', () => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const tokens = createHouseTokens('house-secret-0123456789', () => now);
  const other = createHouseTokens('another-secret-0123456789', () => now);
  const claims = { username: 'ck2abc3def4', page: 'slot', operatorSession: 'member-session-1' } as const;
  const session = { ...claims, openedAt: now };

  it('reads back what it issued; every launch token has its own id', () => {
    const launch = tokens.readLaunch(tokens.launchToken(claims));
    expect(launch).toEqual({ ...claims, launchId: expect.stringMatching(/^[\w-]{22}$/) });
    expect(tokens.readLaunch(tokens.launchToken(claims))!.launchId).not.toBe(launch!.launchId);
    expect(tokens.readSession(tokens.sessionToken(session))).toEqual(session);
  });

  it('keeps the purposes apart: a launch token is no session token and back', () => {
    expect(tokens.readSession(tokens.launchToken(claims))).toBeUndefined();
    expect(tokens.readLaunch(tokens.sessionToken(session))).toBeUndefined();
  });

  it('refuses another secret, a changed payload and garbage', () => {
    const token = tokens.launchToken(claims);
    expect(other.readLaunch(token)).toBeUndefined();
    const [, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ u: 'someone-else', p: 'slot', s: 'x', j: 'y', exp: 9e9 }),
    ).toString('base64url');
    expect(tokens.readLaunch(`${forged}.${signature}`)).toBeUndefined();
    for (const junk of ['', 'a', 'a.b', 'a.b.c', `${token}.x`])
      expect(tokens.readLaunch(junk)).toBeUndefined();
  });

  it('expires launch tokens after 2 minutes and sessions after 4 hours', () => {
    const start = now;
    const launch = tokens.launchToken(claims);
    const token = tokens.sessionToken(session);
    now = start + 119_000;
    expect(tokens.readLaunch(launch)).toMatchObject(claims);
    now = start + 120_000;
    expect(tokens.readLaunch(launch)).toBeUndefined();
    expect(tokens.readSession(token)).toEqual(session);
    now = start + 4 * 3600_000;
    expect(tokens.readSession(token)).toBeUndefined();
    now = start;
  });
});
