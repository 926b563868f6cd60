import { TH } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { TEST_DB } from '../../test/test-db';
import { fundedMember, withdraw } from '../modules/withdrawals/test-kit';
import { LONG_TIMEOUTS, MEMBER_TIMEOUTS, withLongTimeouts } from './timeouts';

const t = useTestApp();
const setting = async (name: 'statement_timeout' | 'lock_timeout') => {
  const res = await t.database.db.execute(sql.raw(`select current_setting('${name}') as v`));
  return (res as unknown as { rows: Array<{ v: string }> }).rows[0]!.v;
};

/**
 * PGlite has one connection: no other transaction can hold a lock a member call would wait for, and its
 * single-user backend runs no timers, so the waits below only exist on PostgreSQL.
 */
describe.skipIf(TEST_DB === 'pglite')('statement and lock timeouts (PostgreSQL)', () => {
  it(`every pooled connection carries the member-call limits (${MEMBER_TIMEOUTS.statementMs} ms, ${MEMBER_TIMEOUTS.lockMs} ms)`, async () => {
    expect(await setting('statement_timeout')).toBe(`${MEMBER_TIMEOUTS.statementMs / 1000}s`);
    expect(await setting('lock_timeout')).toBe(`${MEMBER_TIMEOUTS.lockMs / 1000}s`);
  });

  it('reports and migrations get longer limits for their own transaction only', async () => {
    const inside = await t.database.db.transaction(async (tx) => {
      await withLongTimeouts(tx);
      const res = await tx.execute(
        sql`select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l`,
      );
      return (res as unknown as { rows: Array<{ s: string; l: string }> }).rows[0];
    });
    expect(inside).toEqual({
      s: `${LONG_TIMEOUTS.statementMs / 60_000}min`,
      l: `${LONG_TIMEOUTS.lockMs / 60_000}min`,
    });
    expect(await setting('statement_timeout')).toBe(`${MEMBER_TIMEOUTS.statementMs / 1000}s`);
  });

  it('a member call stuck behind a held lock answers 503 with a Thai message within the lock timeout', async () => {
    const m = await fundedMember(t, 50_000n);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    // Another transaction (an operator's long report, a stuck process) holds the member's wallet rows.
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ledger_accounts where member_id = ${m.id}::uuid for update`);
      locked();
      await released;
    });
    await isLocked;
    const started = performance.now();
    const res = await withdraw(t.app, m.token, 100);
    const waited = performance.now() - started;
    release();
    await holder;
    expectFailure(res, 503, TH.databaseBusy);
    expect(waited).toBeGreaterThanOrEqual(MEMBER_TIMEOUTS.lockMs - 100);
    expect(waited).toBeLessThan(MEMBER_TIMEOUTS.statementMs);
    // Once the lock is gone the same call goes through.
    expect((await withdraw(t.app, m.token, 100)).statusCode).toBe(200);
  });
});
