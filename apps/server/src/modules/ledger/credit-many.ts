import type { Executor } from '../../db/types';
import { onShard } from './accounts';
import { announceMove } from './money-moved';
import { lockAccountsCreating, writeCredits } from './repo';
import {
  checkInput,
  RESERVED_KEY_PREFIX,
  creditRowOf,
  repeatOfTaken,
  type TransferInput,
  type TransferResult,
} from './service';
import { inTransaction } from './tx';

/**
 * Many house → member credits (a round's wins for every bettor, their spin tickets) in two statements
 * whatever their number, inside the caller's transaction: every account locked at once in the ledger's one
 * lock order (`lockAccounts`: id order, house shards before members), then every transfer written by one
 * statement (`writeCredits`). Each credit is the transfer `transfer()` would make of the same input (same
 * key, same entries), except that all of them take the house account's shard picked by the first key: one
 * shard row locked per house account, not up to one per credit, so the members' bets (on any other shard)
 * never queue behind the call. A key already used is a repeat (`duplicate`), checked like one (repeats
 * compare the logical house account, whatever its shard). Answers in the order given.
 */
export async function creditMany(ex: Executor, inputs: readonly TransferInput[]): Promise<TransferResult[]> {
  if (inputs.length === 0) return [];
  const keys = new Set<string>();
  for (const input of inputs) {
    checkInput(input);
    if (input.idempotencyKey.startsWith(RESERVED_KEY_PREFIX))
      throw new Error('ledger: reserved idempotency key');
    if (input.from.owner !== 'house' || input.to.owner !== 'member')
      throw new Error('ledger: creditMany moves from the house to members only');
    if (keys.has(input.idempotencyKey)) throw new Error(`ledger: key ${input.idempotencyKey} given twice`);
    keys.add(input.idempotencyKey);
  }
  const shardKey = inputs[0]!.idempotencyKey;
  const moves = inputs.map((input) => ({ input, from: onShard(input.from, shardKey), to: input.to }));
  return inTransaction(ex, async (tx) => {
    await lockAccountsCreating(
      tx,
      moves.flatMap((m) => [m.from, m.to]),
    );
    const written = await writeCredits(
      tx,
      moves.map(({ input, from, to }) => creditRowOf(input, from, to)),
    );
    const results: TransferResult[] = [];
    for (const { input, to } of moves) {
      const moved = written.get(input.idempotencyKey);
      if (!moved) {
        results.push(await repeatOfTaken(tx, input));
        continue;
      }
      announceMove(to.id, { kind: input.kind, change: 'credit', asset: to.asset, amount: input.amount });
      results.push({ transferId: moved.transferId, duplicate: false });
    }
    return results;
  });
}
