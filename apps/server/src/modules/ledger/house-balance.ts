import type { Executor } from '../../db/types';
import { houseShardIds, type HouseName } from './accounts';
import { findAccounts } from './repo';

/**
 * A house account's balance: the sum of its shards (docs/decisions/020-sharded-house-accounts.md). Readers (operator
 * views, tests) use this, never the row of one id; zero while the account was never used.
 */
export async function houseBalance(ex: Executor, name: HouseName): Promise<bigint> {
  const rows = await findAccounts(ex, houseShardIds(name));
  return rows.reduce((sum, r) => sum + r.balance, 0n);
}
