import type { InternalWallet } from '@chokdee/contracts';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';
import type { Executor } from '../../db/types';
import { toBaht } from '../../lib/money';
import { memberAccount, PLAYABLE_WALLET, WALLET_KINDS, type WalletKind } from './accounts';
import { NO_MONEY, type MemberMoney } from './member-money';
import { findMemberAccounts } from './repo';

export interface WalletBalance {
  /** Sum of the account's entries (satang, or tickets for spinWallet). */
  balance: bigint;
  /** Reserved by pending holds (e.g. a requested withdrawal). */
  held: bigint;
  /** What can be spent now: balance - held. The member sees this. */
  available: bigint;
}
export type MemberBalances = Record<WalletKind, WalletBalance>;

/** The member's seven wallets; a wallet whose account does not exist yet reads as zero. */
export async function balancesOf(ex: Executor, memberId: string): Promise<MemberBalances> {
  const rows = await findMemberAccounts(ex, memberId);
  const byName = new Map(rows.map((r) => [r.name, r]));
  const out = {} as MemberBalances;
  for (const wallet of WALLET_KINDS) {
    const row = byName.get(wallet);
    const balance = row?.balance ?? 0n;
    const held = row?.held ?? 0n;
    out[wallet] = { balance, held, available: balance - held };
  }
  return out;
}

/** Each member's available playable credit (0 when the account does not exist yet), in one read. */
export async function playableOfMany(
  ex: Executor,
  memberIds: readonly string[],
): Promise<Map<string, bigint>> {
  const out = new Map(memberIds.map((id) => [id, 0n]));
  if (memberIds.length === 0) return out;
  const rows = await ex
    .select({ memberId: ledgerAccounts.memberId, balance: ledgerAccounts.balance, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.id,
        memberIds.map((id) => memberAccount(id, PLAYABLE_WALLET).id),
      ),
    );
  for (const r of rows) out.set(r.memberId!, r.balance - r.held);
  return out;
}

/** SPEC §3 internalWallet on the wire: baht with 2 decimals, spin tickets as a count. */
export function toInternalWallet(balances: MemberBalances): InternalWallet {
  const baht = (w: WalletKind) => toBaht(balances[w].available);
  return {
    mainWallet: baht('mainWallet'),
    gameWallet: baht('gameWallet'),
    affiliateWallet: baht('affiliateWallet'),
    cashbackWallet: baht('cashbackWallet'),
    residualWallet: baht('residualWallet'),
    prizeWallet: baht('prizeWallet'),
    spinWallet: Number(balances.spinWallet.available),
  };
}

/** The /profile/balance answer: the seven wallets plus `balance`, the playable credit in baht. */
export async function memberBalanceView(ex: Executor, memberId: string) {
  const balances = await balancesOf(ex, memberId);
  return { ...toInternalWallet(balances), balance: toBaht(balances[PLAYABLE_WALLET].available) };
}

/** Builds subqueries without a connection: they run inside the caller's statement. */
const qb = new QueryBuilder();

/** A sum as exact text (sum of int8 is numeric), read back as bigint whatever the driver. */
const exactSum = (expr: SQL, alias: string) => sql<bigint>`(${expr})::text`.mapWith(BigInt).as(alias);

/**
 * The member's money as one-row subqueries of a prepared statement, so the user info reads member,
 * money and bonus in ONE round trip (docs/decisions/011-user-info-one-statement.md). They name the member by
 * `memberId` only: the placeholder `memberId` by default, or the id column of the member row they are
 * joined to laterally (the user info reads several members at once, docs/decisions/011-user-info-one-statement.md). `wallets` the seven
 * available amounts (balance − held; a wallet whose account does not exist yet reads 0), `movedIn`/`movedOut` what transfers of kind deposit and
 * withdrawal moved into and out of the member's THB accounts (decision 11: a reversal keeps its
 * transfer's kind and flows the other way, so in − out is the net total). Each is an aggregate without
 * GROUP BY, so it always returns exactly one row.
 *
 * Transfers are reached by joining from the member's accounts (`ledger_accounts.member_id`, then the
 * (to/from account, kind) indexes), and kinds and names are literals: no parameter meets a skewed
 * column (house accounts are on every transfer), so the generic plan PostgreSQL keeps per connection
 * for a named statement (db/client.ts) is as good as one made for the values at hand.
 */
export function memberMoneySubqueries(memberId: SQLWrapper = sql.placeholder('memberId')) {
  const a = ledgerAccounts;
  const available = (w: WalletKind) =>
    exactSum(sql`coalesce(sum(${a.balance} - ${a.held}) filter (where ${a.name} = ${literal(w)}), 0)`, w);
  const wallets = qb
    .select({
      mainWallet: available('mainWallet'),
      gameWallet: available('gameWallet'),
      affiliateWallet: available('affiliateWallet'),
      cashbackWallet: available('cashbackWallet'),
      residualWallet: available('residualWallet'),
      prizeWallet: available('prizeWallet'),
      spinWallet: available('spinWallet'),
    } satisfies Record<WalletKind, unknown>)
    .from(a)
    .where(eq(a.memberId, memberId))
    .as('member_wallets');

  const t = ledgerTransfers;
  const moved = (way: 'in' | 'out') => {
    const sumOf = (kind: string) =>
      // Aliases unique across the statement: the outer select names them unqualified.
      exactSum(
        sql`coalesce(sum(${t.amount}) filter (where ${t.kind} = ${literal(kind)}), 0)`,
        `${kind}_${way}`,
      );
    return qb
      .select({ deposit: sumOf('deposit'), withdrawal: sumOf('withdrawal') })
      .from(a)
      .innerJoin(
        t,
        and(
          eq(way === 'in' ? t.toAccountId : t.fromAccountId, a.id),
          sql`${t.kind} in ('deposit', 'withdrawal')`,
        ),
      )
      .where(and(eq(a.memberId, memberId), sql`${a.asset} = 'THB'`))
      .as(`member_moved_${way}`);
  };
  return { wallets, movedIn: moved('in'), movedOut: moved('out') };
}

/** A constant of our own code as an SQL literal (never a value from outside). */
function literal(constant: string) {
  if (!/^[A-Za-z]+$/.test(constant)) throw new Error(`not a plain constant: ${constant}`);
  return sql.raw(`'${constant}'`);
}

/** What the subqueries of `memberMoneySubqueries` answered, as the user info's money (without bonus). */
export function toMemberMoney(
  wallets: Record<WalletKind, bigint | null>,
  movedIn: Moved,
  movedOut: Moved,
): Omit<MemberMoney, 'bonus'> {
  const balances = {} as MemberBalances;
  for (const w of WALLET_KINDS) {
    // Only `available` is known here (and all the user info shows).
    const available = wallets[w] ?? 0n;
    balances[w] = { balance: available, held: 0n, available };
  }
  const net = (a: bigint | null, b: bigint | null) => toBaht((a ?? 0n) - (b ?? 0n));
  return {
    internalWallet: toInternalWallet(balances),
    totalDeposit: net(movedIn.deposit, movedOut.deposit),
    totalWithdraw: net(movedOut.withdrawal, movedIn.withdrawal),
  };
}
type Moved = { deposit: bigint | null; withdrawal: bigint | null };

/**
 * The member's wallets and totals in one statement (the subqueries the user info joins); the bonus is
 * left empty (the promotions module adds it).
 */
export async function readMemberMoney(ex: Executor, memberId: string): Promise<MemberMoney> {
  const { wallets, movedIn, movedOut } = memberMoneySubqueries();
  const [row] = await ex
    .select({
      wallets: { ...wallets._.selectedFields },
      movedIn: { ...movedIn._.selectedFields },
      movedOut: { ...movedOut._.selectedFields },
    })
    .from(wallets)
    .crossJoin(movedIn)
    .crossJoin(movedOut)
    .prepare('ledger_member_money')
    .execute({ memberId });
  return { ...toMemberMoney(row!.wallets, row!.movedIn, row!.movedOut), bonus: NO_MONEY.bonus };
}
