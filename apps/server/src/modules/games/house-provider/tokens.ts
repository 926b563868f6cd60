import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The house provider's stateless tokens: `base64url(claims).base64url(HMAC-SHA256)`, each purpose with
 * its own key derived from HOUSE_PROVIDER_SECRET, so one kind of token can never pass for the other.
 * - launch: put in the launch URL by the operator side, valid 2 minutes, identifies the member's game
 *   username to the house pages;
 * - session: what the pages then carry (Authorization: Bearer), valid 4 hours.
 * The URL carries the launch token in its fragment, which browsers send to no server and no Referer.
 */
export const HOUSE_PAGES = ['lobby', 'slot', 'baccarat', 'trading'] as const;
export type HousePage = (typeof HOUSE_PAGES)[number];

const TTL_SECONDS = { launch: 120, session: 4 * 3600 } as const;
type Purpose = keyof typeof TTL_SECONDS;

export interface HouseClaims {
  username: string;
  page: HousePage;
}

export function createHouseTokens(secret: string, now: () => number = Date.now) {
  const keys = {
    launch: createHmac('sha256', secret).update('house-launch-token').digest(),
    session: createHmac('sha256', secret).update('house-session-token').digest(),
  };
  const mac = (purpose: Purpose, payload: string) =>
    createHmac('sha256', keys[purpose]).update(payload).digest();

  function issue(purpose: Purpose, claims: HouseClaims): string {
    const exp = Math.floor(now() / 1000) + TTL_SECONDS[purpose];
    const payload = Buffer.from(JSON.stringify({ u: claims.username, p: claims.page, exp })).toString(
      'base64url',
    );
    return `${payload}.${mac(purpose, payload).toString('base64url')}`;
  }

  function read(purpose: Purpose, token: string): HouseClaims | undefined {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(purpose, payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u: string;
      p: HousePage;
      exp: number;
    };
    if (claims.exp * 1000 <= now()) return undefined;
    return { username: claims.u, page: claims.p };
  }

  return {
    launchToken: (claims: HouseClaims) => issue('launch', claims),
    sessionToken: (claims: HouseClaims) => issue('session', claims),
    readLaunch: (token: string) => read('launch', token),
    readSession: (token: string) => read('session', token),
  };
}
export type HouseTokens = ReturnType<typeof createHouseTokens>;
