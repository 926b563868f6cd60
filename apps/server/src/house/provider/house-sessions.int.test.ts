import { houseGetState, houseStartSession, TH } from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH,
  loginMember,
  memberHeaders,
  memberRow,
  postLogout,
  registerMember,
  type RegisteredMember,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { houseCaller } from '../../modules/games/test-kit';
import { deposit } from '../../modules/ledger/test-kit';

/**
 * House sessions live no longer than the member session that launched them, and a launch token opens
 * one house session only (docs/ABUSE.md 9). Over real HTTP: the house server reaches the wallet API at
 * the app's own address, as in production.
 */
const t = useTestApp();
let base: string;
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const call = houseCaller(() => base);

async function player() {
  const m = await registerMember(t.app);
  await deposit(t.database.db, (await memberRow(t.database, m.phoneNumber))!.id, 10_000n);
  return m;
}

/** A launch token for the member's session `token`, as the launch URL carries it. */
async function launchToken(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/game-composite/v1/launch',
    headers: memberHeaders(token),
    payload: { ch: 'house-slot' },
  });
  expect(res.statusCode).toBe(200);
  return new URLSearchParams(new URL(res.json().data.url, base).hash.slice(1)).get('t')!;
}

async function houseSession(token: string) {
  const started = await call(houseStartSession, { launchToken: await launchToken(token) });
  expect(started.status).toBe(200);
  return started.body.data.sessionToken;
}

const expired = { status: 401, body: { success: 0, message: TH.houseSessionExpired } };
const changePassword = (m: RegisteredMember, token: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${AUTH}/change-password`,
    headers: memberHeaders(token),
    payload: {
      phone_number: m.phoneNumber,
      old_Password: m.Password,
      Password: 'newpass99',
      Confirm_Password: 'newpass99',
    },
  });

describe('launch tokens are single-use', () => {
  it('a launch token exchanged twice: the second exchange is refused', async () => {
    const m = await player();
    const launch = await launchToken(m.token);
    expect((await call(houseStartSession, { launchToken: launch })).status).toBe(200);
    expect(await call(houseStartSession, { launchToken: launch })).toMatchObject(expired);
  });

  it('two parallel exchanges of one launch token give one house session', async () => {
    const m = await player();
    const launch = await launchToken(m.token);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(houseStartSession, { launchToken: launch })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });
});

describe('a house session ends with the member session that launched it', () => {
  it('refuses house calls after the member signs out (401), and a new launch needs a live session', async () => {
    const m = await player();
    const session = await houseSession(m.token);
    expect((await call(houseGetState, undefined, session)).status).toBe(200);
    const launch = await launchToken(m.token);
    expect((await postLogout(t.app, m.token)).statusCode).toBe(200);
    expect(await call(houseGetState, undefined, session)).toMatchObject(expired);
    // A launch token issued before the sign-out opens nothing either.
    expect(await call(houseStartSession, { launchToken: launch })).toMatchObject(expired);
  });

  it('refuses house calls after a password change made from another session (401)', async () => {
    const m = await player();
    const session = await houseSession(m.token);
    const other = await loginMember(t.app, m.phoneNumber, m.Password);
    expect((await changePassword(m, other)).statusCode).toBe(200);
    expect(await call(houseGetState, undefined, session)).toMatchObject(expired);
  });

  it('refuses house sessions opened before a password change, even from the session that made it', async () => {
    const m = await player();
    const before = await houseSession(m.token);
    expect((await changePassword(m, m.token)).statusCode).toBe(200);
    expect(await call(houseGetState, undefined, before)).toMatchObject(expired);
    // The member plays on after launching again from the session the change kept.
    const after = await houseSession(m.token);
    expect((await call(houseGetState, undefined, after)).status).toBe(200);
  });
});
