import { TH, WALLET_SIGNATURE_HEADER } from '@chokdee/contracts';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, post, registerMember } from '../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../test/test-app';
import { nulProbes, type Probe } from '../../test/nul-probes';
import { signBody } from '../lib/wallet-signature';
import { HOUSE_PARTNER } from '../seed/demo-content';

/**
 * U+0000 cannot be stored in PostgreSQL text, and a lookup by such a value fails the query: these inputs
 * answered 500 (issue 16, hole 10). The schemas refuse every control character first, with a Thai message.
 */
const NUL = 'abc\u0000def';
const routes: RouteOptions[] = [];
const t = useTestApp({ onRoute: (route) => void routes.push(route) });
let headers: Record<string, string>;
let base: string;
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  headers = memberHeaders((await registerMember(t.app)).token);
});

async function houseSession() {
  const launched = await post(t.app, '/game-composite/v1/launch', { ch: 'house-slot' }, { headers });
  const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
  const started = await post(t.app, '/house/api/session', { launchToken }, { headers: {} });
  expect(started.statusCode).toBe(200);
  return started.json().data.sessionToken as string;
}

describe('a NUL byte in a member input', () => {
  it.each([
    ['item code', '/user-profile-composite/v1/topup/itemcode/redeem', { redeem_code: NUL }],
    ['wheel client seed', '/prize-composite/v1/seeds', { clientSeed: NUL }],
    ['game launch entry', '/game-composite/v1/launch', { ch: NUL }],
  ])('%s: 400 with a Thai message, not 500', async (_name, url, body) => {
    expectFailure(await post(t.app, url, body, { headers }), 400, TH.controlCharacters);
  });

  it('house client seed: 400 with a Thai message, not 500', async () => {
    const auth = { authorization: `Bearer ${await houseSession()}` };
    const res = await post(t.app, '/house/api/seeds', { clientSeed: NUL }, { headers: auth });
    expectFailure(res, 400, TH.controlCharacters);
  });

  it('other control characters are refused the same way (tab, escape, DEL)', async () => {
    for (const c of ['\t', '\u001b', '\u007f']) {
      const res = await post(t.app, '/prize-composite/v1/seeds', { clientSeed: `seed${c}` }, { headers });
      expectFailure(res, 400, TH.controlCharacters);
    }
  });
});

/**
 * Issue 23, hole 12: inputs outside the free-text schemas (a staff username, a query filter, a live table's
 * id in a body or a path) still reached the database with U+0000 and answered 500. Every route, every path
 * parameter, query field and string in its body, with a NUL: refused before any handler runs, never a 500
 * and never a success. Each call carries every credential (site key, member or house session, operator
 * key), so the refusal is the input's, not a missing login's.
 */
describe('a NUL byte in any input of any route', () => {
  it('every route refuses it with 400 and the Thai message (a signed API in its own way)', async () => {
    const house = await houseSession();
    const credentials = (url: string) => ({
      ...headers,
      'x-admin-key': ADMIN_KEY,
      ...(url.startsWith('/house/') && { authorization: `Bearer ${house}` }),
    });
    const probes = routes.flatMap((route) => nulProbes(route, { partner: HOUSE_PARTNER }));
    expect(probes.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const probe of probes) {
      const res = await t.app.inject({
        method: probe.method as never,
        url: probe.url,
        headers: {
          ...credentials(probe.url),
          ...signature(probe),
          ...(probe.body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(probe.body !== undefined && { payload: JSON.stringify(probe.body) }),
      });
      if (!refused(probe, res.statusCode, res.body)) wrong.push(`${describeProbe(probe)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** The house partner signs its wallet calls, so the NUL, not the signature, is what they meet. */
const isWallet = (probe: Probe) => probe.route.startsWith('/provider/v1/');
function signature(probe: Probe): Record<string, string> {
  if (!isWallet(probe) || probe.body === undefined) return {};
  const secret = t.env.HOUSE_PROVIDER_SECRET;
  return { [WALLET_SIGNATURE_HEADER]: signBody(secret, JSON.stringify(probe.body)) };
}

/**
 * 400 with the Thai message. The partner wallet answers in its own envelope (a partner that is none fails
 * its signature); the signed bank feed refuses a call without a signature (401) before reading it.
 */
function refused(probe: Probe, status: number, body: string) {
  if (isWallet(probe)) {
    const answer = JSON.parse(body) as { status: string };
    if (probe.where === 'param partner') return answer.status === 'RS_ERROR_INVALID_SIGNATURE';
    return status === 400 && answer.status === 'RS_ERROR_UNKNOWN';
  }
  if (status === 401) return probe.access === 'open';
  return status === 400 && body.includes(TH.controlCharacters);
}

const describeProbe = (p: Probe) => `${p.method} ${p.route} ${p.where}`;
