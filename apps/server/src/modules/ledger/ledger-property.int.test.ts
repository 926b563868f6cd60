import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { useTestApp } from '../../../test/test-app';
import { houseAccount, memberAccount, type AccountRef } from './accounts';
import { balancesOf } from './balances';
import { hold, postHold, voidHold } from './hold-service';
import { creditMany } from './credit-many';
import { checkInvariants } from './invariants';
import { reverse, transfer, type TransferInput } from './service';
import { insertTestMember } from './test-kit';
import { LedgerModel, type ModelOp, type Outcome } from './ledger-model';

/**
 * Random sequences of ledger commands, run against the database and against a tiny in-memory model
 * (ledger-model.ts). Each command must have the outcome the model predicts (moved, duplicate, or
 * refused), and afterwards the stored balances match the model and every invariant holds.
 */
const t = useTestApp({ seed: false });
let db: Db;
beforeAll(() => {
  db = t.database.db;
});

const ACCOUNTS = 4; // two members, two wallets each
const amount = fc.bigInt(1n, 3_000n);
const account = fc.nat(ACCOUNTS - 1);
const pick = fc.nat(50);
// Weighted so that money arrives often enough for spends, holds and posts to succeed as well as fail.
const op: fc.Arbitrary<ModelOp> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ t: fc.constant('credit' as const), a: account, amount: fc.bigInt(1n, 5_000n) }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('debit' as const), a: account, amount }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('hold' as const), a: account, amount }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('move' as const), a: account, b: fc.nat(ACCOUNTS - 2), amount }),
  },
  { weight: 4, arbitrary: fc.record({ t: fc.constantFrom('post' as const, 'void' as const), i: pick }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constantFrom('repeat' as const, 'reverse' as const), i: pick }) },
);

/** Runs a command and names its outcome the way the model does; any other error fails the test. */
async function outcomeOf<R extends { duplicate: boolean }>(run: () => Promise<R>): Promise<[Outcome, R?]> {
  try {
    const result = await run();
    return [result.duplicate ? 'duplicate' : 'done', result];
  } catch (err) {
    const key = (err as { messageKey?: string }).messageKey;
    if (key === 'insufficientFunds' || key === 'alreadyProcessed') return [key];
    throw err;
  }
}

it('keeps the invariants under random sequences of commands', { timeout: 240_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 16, size: 'max' }), async (ops) => {
      const run = randomUUID();
      const members = [await insertTestMember(db), await insertTestMember(db)];
      const accounts = members.flatMap((m) => [
        memberAccount(m, 'gameWallet'),
        memberAccount(m, 'cashbackWallet'),
      ]);
      const model = new LedgerModel(accounts.length);
      const ref = (i: number | null, house: AccountRef) => (i === null ? house : accounts[i]!);
      const ids = {
        transfer: new Map<number, string>(),
        hold: new Map<number, string>(),
        posted: new Map<number, string>(),
      };

      // Some money in every account first, so that spends and holds succeed about as often as they fail.
      const opening: ModelOp[] = accounts.map((_, a) => ({ t: 'credit', a, amount: 2_000n }));
      for (const [n, o] of [...opening, ...ops].entries()) {
        const step = model.plan(o, n);
        if (!step) continue;
        let outcome: Outcome;
        if (step.kind === 'keyed') {
          const { cmd } = step;
          const input: TransferInput = {
            from: ref(cmd.from, houseAccount('bank:prop')),
            to: ref(cmd.to, houseAccount('payouts')),
            amount: cmd.amount,
            kind: cmd.hold ? 'withdrawal' : 'prop',
            reference: `op-${cmd.key}`,
            idempotencyKey: `${run}:${cmd.key}`,
          };
          if (cmd.hold) {
            const [out, r] = await outcomeOf(() => hold(db, input));
            if (r) ids.hold.set(cmd.key, r.holdId);
            outcome = out;
          } else {
            // Half the house → member credits (and their repeats) go through creditMany: the same outcome.
            const many = cmd.from === null && cmd.to !== null && n % 2 === 0;
            const [out, r] = await outcomeOf(() =>
              many ? creditMany(db, [input]).then(([one]) => one!) : transfer(db, input),
            );
            if (r) ids.transfer.set(cmd.key, r.transferId);
            outcome = out;
          }
        } else if (step.kind === 'post') {
          const [out, r] = await outcomeOf(() => postHold(db, ids.hold.get(model.holds[step.hold]!.key)!));
          if (r) ids.posted.set(step.hold, r.transferId);
          outcome = out;
        } else if (step.kind !== 'reverse') {
          [outcome] = await outcomeOf(() => voidHold(db, ids.hold.get(model.holds[step.hold]!.key)!));
        } else {
          const target = model.moved[step.moved]!.ref;
          const transferId =
            'keyed' in target ? ids.transfer.get(target.keyed)! : ids.posted.get(target.hold)!;
          [outcome] = await outcomeOf(() => reverse(db, { transferId, idempotencyKey: `${run}:rev:${n}` }));
        }
        expect({ n, op: o, outcome }).toEqual({ n, op: o, outcome: step.expected });
        model.apply(step, outcome);
      }

      for (const [i, account] of accounts.entries()) {
        const w = (await balancesOf(db, account.memberId!))[account.name as 'gameWallet' | 'cashbackWallet'];
        expect({ account: i, balance: w.balance, held: w.held }).toEqual({
          account: i,
          ...model.accounts[i]!,
        });
      }
      // Each of this run's keys moved money at most once, and exactly the commands that succeeded did.
      const { rows } = (await db.execute(sql`
        select count(*)::text as n, count(distinct idempotency_key)::text as keys
        from ledger_transfers where idempotency_key like ${`${run}:%`}`)) as unknown as {
        rows: { n: string; keys: string }[];
      };
      expect(rows[0]).toEqual({ n: String(model.keyedTransfers), keys: String(model.keyedTransfers) });
      expect(await checkInvariants(db)).toMatchObject({ ok: true });
    }),
    { numRuns: 30 },
  );
});
