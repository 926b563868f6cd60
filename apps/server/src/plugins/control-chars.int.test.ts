import { TH } from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, post, registerMember } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

/**
 * U+0000 cannot be stored in PostgreSQL text, and a lookup by such a value fails the query: these inputs
 * answered 500 (issue 16, hole 10). The schemas refuse every control character first, with a Thai message.
 */
const NUL = 'abc\u0000def';
const t = useTestApp();
let headers: Record<string, string>;
let base: string;
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  headers = memberHeaders((await registerMember(t.app)).token);
});

describe('a NUL byte in a member input', () => {
  it.each([
    ['item code', '/user-profile-composite/v1/topup/itemcode/redeem', { redeem_code: NUL }],
    ['wheel client seed', '/prize-composite/v1/seeds', { clientSeed: NUL }],
    ['game launch entry', '/game-composite/v1/launch', { ch: NUL }],
  ])('%s: 400 with a Thai message, not 500', async (_name, url, body) => {
    expectFailure(await post(t.app, url, body, { headers }), 400, TH.controlCharacters);
  });

  it('house client seed: 400 with a Thai message, not 500', async () => {
    const launched = await post(t.app, '/game-composite/v1/launch', { ch: 'house-slot' }, { headers });
    const launchToken = new URLSearchParams(new URL(launched.json().data.url, base).hash.slice(1)).get('t');
    const started = await post(t.app, '/house/api/session', { launchToken }, { headers: {} });
    expect(started.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${started.json().data.sessionToken}` };
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
