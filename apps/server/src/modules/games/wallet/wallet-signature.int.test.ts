import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/types';
import { useTestApp } from '../../../../test/test-app';
import { newPlayer, playable, storedCounts, type Player } from '../test-kit';
import { signBody } from '../../../lib/wallet-signature';

const t = useTestApp();
let db: Db;
let player: Player;
beforeAll(async () => {
  db = t.database.db;
  player = await newPlayer(db, 10_000n);
});

const post = (path: string, raw: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });

const betBody = () =>
  JSON.stringify({
    username: player.username,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    gameCode: 'slot',
    amount: 500,
  });

describe('wallet API signature', () => {
  it.each([
    ['no X-Signature', () => ({})],
    ['a signature of another body', () => ({ 'x-signature': signBody(t.env.HOUSE_PROVIDER_SECRET, '{}') })],
    [
      'a signature with another secret',
      (raw: string) => ({ 'x-signature': signBody('not-the-house-secret', raw) }),
    ],
    ['a signature that is not hex', () => ({ 'x-signature': 'z'.repeat(64) })],
    ['an upper-case but wrong signature', () => ({ 'x-signature': 'A'.repeat(64) })],
  ])('refuses %s and stores and moves nothing', async (_label, sign) => {
    const before = await storedCounts(db);
    for (const call of ['bet', 'win', 'rollback', 'balance']) {
      const raw = betBody();
      const res = await post(`/provider/v1/HOUSE/${call}`, raw, sign(raw));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0 });
    }
    expect(await storedCounts(db)).toEqual(before);
    expect(await playable(db, player.memberId)).toBe(10_000n);
  });

  it('refuses a partner it has no secret for, even when signed with the house secret', async () => {
    const raw = betBody();
    const res = await post('/provider/v1/NOPE/bet', raw, {
      'x-signature': signBody(t.env.HOUSE_PROVIDER_SECRET, raw),
    });
    expect(res.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0 });
    expect(await playable(db, player.memberId)).toBe(10_000n);
  });

  it('checks the signature over the raw bytes: the same JSON re-spaced is refused', async () => {
    const raw = betBody();
    const respaced = JSON.stringify(JSON.parse(raw), null, 2);
    const res = await post('/provider/v1/HOUSE/bet', respaced, {
      'x-signature': signBody(t.env.HOUSE_PROVIDER_SECRET, raw),
    });
    expect(res.json().status).toBe('RS_ERROR_INVALID_SIGNATURE');
  });

  it('judges the signature before the body: unreadable JSON unsigned is a signature failure', async () => {
    const res = await post('/provider/v1/HOUSE/bet', '{"username": ', {});
    expect(res.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0 });
  });

  it.each([
    ['unreadable JSON', '{"username": '],
    ['an unknown field', JSON.stringify({ username: 'x', extra: 1 })],
    [
      'a fractional amount',
      JSON.stringify({ username: 'x', transactionId: 'a', roundId: 'r', gameCode: 'g', amount: 1.5 }),
    ],
  ])('answers a signed call with %s RS_ERROR_UNKNOWN (400)', async (_label, raw) => {
    const call = raw.includes('amount') ? 'bet' : 'balance';
    const res = await post(`/provider/v1/HOUSE/${call}`, raw, {
      'x-signature': signBody(t.env.HOUSE_PROVIDER_SECRET, raw),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'RS_ERROR_UNKNOWN', balance: 0 });
  });

  it('accepts a correctly signed call (upper- or lower-case hex)', async () => {
    const raw = JSON.stringify({ username: player.username });
    const signature = signBody(t.env.HOUSE_PROVIDER_SECRET, raw);
    for (const header of [signature, signature.toUpperCase()]) {
      const res = await post('/provider/v1/HOUSE/balance', raw, { 'x-signature': header });
      expect(res.json()).toEqual({ status: 'RS_OK', balance: 10_000 });
    }
  });
});
