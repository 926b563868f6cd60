import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The house provider's signed tokens: `base64url(claims).base64url(HMAC-SHA256)`, each purpose with its
 * own key derived from HOUSE_PROVIDER_SECRET, so one kind of token can never pass for the other.
 * - launch: put in the launch URL by the operator side, valid 2 minutes and traded in once (its random
 *   id is recorded in house_sessions, docs/ABUSE.md 9); identifies the member's game username and the
 *   operator's reference of the member session that launched the game;
 * - session: what the pages then carry (Authorization: Bearer), valid 4 hours at most, and only while
 *   the launching member session lives (checked on every call, service.ts).
 * The URL carries the launch token in its fragment, which browsers send to no server and no Referer.
 */
export const HOUSE_PAGES = [
  'lobby',
  'slot',
  'naga',
  'baccarat',
  'trading',
  'videoPoker',
  'holdem',
  'live',
] as const;
export type HousePage = (typeof HOUSE_PAGES)[number];

const TTL_SECONDS = { launch: 120, session: 4 * 3600 } as const;
type Purpose = keyof typeof TTL_SECONDS;

export interface HouseClaims {
  username: string;
  page: HousePage;
  /** The operator's reference of the member session that launched the game (opaque to the provider). */
  operatorSession: string;
}

/** A launch token's claims and its id, recorded when it is traded in. */
export interface LaunchClaims extends HouseClaims {
  launchId: string;
}

/** A house session's claims: when it opened (database clock, ms) bounds which member changes end it. */
export interface SessionClaims extends HouseClaims {
  openedAt: number;
}

interface Wire {
  u: string;
  p: HousePage;
  s: string;
  exp: number;
  j?: string;
  o?: number;
}

export function createHouseTokens(secret: string, now: () => number = Date.now) {
  const keys = {
    launch: createHmac('sha256', secret).update('house-launch-token').digest(),
    session: createHmac('sha256', secret).update('house-session-token').digest(),
  };
  const mac = (purpose: Purpose, payload: string) =>
    createHmac('sha256', keys[purpose]).update(payload).digest();

  function issue(purpose: Purpose, claims: Omit<Wire, 'exp'>): string {
    const exp = Math.floor(now() / 1000) + TTL_SECONDS[purpose];
    const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
    return `${payload}.${mac(purpose, payload).toString('base64url')}`;
  }

  function read(purpose: Purpose, token: string): Wire | undefined {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(purpose, payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Wire;
    if (claims.exp * 1000 <= now() || typeof claims.s !== 'string') return undefined;
    return claims;
  }

  const wire = (c: HouseClaims) => ({ u: c.username, p: c.page, s: c.operatorSession });
  const claimsOf = (w: Wire): HouseClaims => ({ username: w.u, page: w.p, operatorSession: w.s });

  return {
    launchToken: (claims: HouseClaims) =>
      issue('launch', { ...wire(claims), j: randomBytes(16).toString('base64url') }),
    sessionToken: (claims: SessionClaims) => issue('session', { ...wire(claims), o: claims.openedAt }),
    readLaunch(token: string): LaunchClaims | undefined {
      const w = read('launch', token);
      return w && typeof w.j === 'string' ? { ...claimsOf(w), launchId: w.j } : undefined;
    },
    readSession(token: string): SessionClaims | undefined {
      const w = read('session', token);
      return w && typeof w.o === 'number' ? { ...claimsOf(w), openedAt: w.o } : undefined;
    },
  };
}
export type HouseTokens = ReturnType<typeof createHouseTokens>;
