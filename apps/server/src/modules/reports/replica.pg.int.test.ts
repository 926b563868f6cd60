import { adminReportSummary } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import type { Database } from '../../db/types';
import { seedContent } from '../../seed/demo-content';
import { ADMIN_KEY, testEnv } from '../../../test/test-app';
import { registerMember } from '../../../test/factories';
import { replicaSkipped, startReplicaPair } from '../../../test/replica';
import { feedOutcomes, feedTx } from '../deposits/test-kit';

/**
 * Reports on a read replica (REPORTS_DATABASE_URL, docs/SCALING.md): a real PostgreSQL primary and its
 * streaming replica. The report shows what the replica has replayed: with replay paused, a deposit made on
 * the primary is not in it; once replay resumes and catches up, it is.
 */
describe.skipIf(replicaSkipped())('reports on a streaming replica', () => {
  let pair: Awaited<ReturnType<typeof startReplicaPair>>;
  let primary: Database;
  let replica: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    pair = await startReplicaPair();
    primary = await openPostgres(pair.primaryUrl, 10);
    await primary.migrate();
    const env = testEnv();
    await seedContent(primary.db, env);
    replica = await openPostgres(pair.replicaUrl, 2);
    app = await buildApp({ env, database: primary, reportsDatabase: replica });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await primary?.close();
    pair?.stop();
  });

  const depositsReported = async () => {
    const res = await app.inject({
      method: 'GET',
      url: adminReportSummary.path,
      headers: { 'x-admin-key': ADMIN_KEY },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.money.deposits as number;
  };

  async function deposit(baht: number) {
    const m = await registerMember(app);
    expect(
      await feedOutcomes(app, [
        feedTx({ amount: baht, fromAccount: m.BankAccount, fromBankCode: m.BankCode }),
      ]),
    ).toEqual(['credited']);
  }

  it('reads from the replica: what it has not replayed is not in the report yet', async () => {
    await deposit(700);
    await pair.caughtUp();
    expect(await depositsReported()).toBe(700);

    await pair.query(pair.replicaUrl, 'select pg_wal_replay_pause()');
    await deposit(300);
    // The primary has it; the replica, paused, does not: the report reads the replica.
    expect(await depositsReported()).toBe(700);

    await pair.query(pair.replicaUrl, 'select pg_wal_replay_resume()');
    await pair.caughtUp();
    expect(await depositsReported()).toBe(1_000);
  });

  it('answers from a replica that refuses writes', async () => {
    const { readOnly } = await pair.query<{ readOnly: boolean }>(
      pair.replicaUrl,
      'select pg_is_in_recovery() as "readOnly"',
    );
    expect(readOnly).toBe(true);
  });
});
