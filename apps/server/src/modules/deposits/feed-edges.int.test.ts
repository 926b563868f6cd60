import { Readable } from 'node:stream';
import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankStatements } from '../../db/schema';
import { expectFailure, memberHeaders, registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { signFeedBody } from './feed-signature';
import { FEED, FEED_SECRET, feedTx, postFeed } from './test-kit';

/**
 * ABUSE.md 10 (bank feed): one bad row never holds back the good rows of its batch, and an unsigned
 * request is refused before its body is read.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });

async function gameWallet(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/profile/balance',
    headers: memberHeaders(token),
  });
  return res.json().data.gameWallet as number;
}

async function stored(ref: string) {
  const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, ref));
  return row;
}

/** A body of `size` bytes in 64 KiB chunks that counts how many chunks were read. */
function countedBody(size: number) {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const total = Math.ceil(size / chunk.length);
  let read = 0;
  const stream = new Readable({
    read() {
      this.push(read < total ? (read++, chunk) : null);
    },
  });
  return { stream, read: () => read, total };
}

describe('bank feed: one bad row', () => {
  it('refuses a row with a NUL byte or an impossible value and credits the good rows', async () => {
    const m = await registerMember(t.app);
    const good = feedTx({ fromAccount: m.BankAccount, amount: 300 });
    const nul = feedTx({ fromAccount: m.BankAccount, fromName: 'ผู้โอน\u0000', amount: 1000 });
    const feb30 = feedTx({ fromAccount: m.BankAccount, time: '2025-02-30T10:00:00+07:00', amount: 2000 });
    const notARow = 42;
    const good2 = feedTx({ fromAccount: m.BankAccount, amount: 50 });
    const res = await postFeed(t.app, [good, nul, feb30, notARow as never, good2]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.results).toEqual([
      { ref: good.ref, status: 'credited' },
      { ref: nul.ref, status: 'refused', reason: 'invalid' },
      { ref: feb30.ref, status: 'refused', reason: 'invalid' },
      { ref: '', status: 'refused', reason: 'invalid' },
      { ref: good2.ref, status: 'credited' },
    ]);
    expect(await gameWallet(m.token)).toBe(350);
    expect(await stored(nul.ref)).toBeUndefined();

    // The bank re-sends the batch with the row corrected: only that row is new.
    const fixed = { ...nul, fromName: 'ผู้โอน' };
    const again = await postFeed(t.app, [good, fixed, good2]);
    expect(again.json().data.results.map((r: { status: string }) => r.status)).toEqual([
      'duplicate',
      'credited',
      'duplicate',
    ]);
    expect(await gameWallet(m.token)).toBe(1350);
  });
});

describe('bank feed: the signature header is checked before the body is read', () => {
  it.each([
    ['without X-Signature', {}],
    ['with a malformed X-Signature', { 'x-signature': 'not-hex' }],
  ])('answers 401 %s without reading a large body', async (_label, headers) => {
    const body = countedBody(4 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: FEED,
      payload: body.stream,
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.total * 64 * 1024),
        ...headers,
      },
    });
    expectFailure(res, 401, TH.bankFeedBadSignature);
    expect(body.read()).toBeLessThan(body.total / 4);
  });

  it('refuses a signed body over the feed limit (1 MiB), which the old 5 MiB limit took', async () => {
    const payload = JSON.stringify({ transactions: [feedTx()] }) + ' '.repeat(1024 * 1024 + 1);
    const res = await t.app.inject({
      method: 'POST',
      url: FEED,
      payload,
      headers: { 'content-type': 'application/json', 'x-signature': signFeedBody(payload, FEED_SECRET) },
    });
    expectFailure(res, 400, TH.bodyTooLarge);
  });
});
