import type { BonusInfo, InternalWallet } from '@chokdee/contracts';
import type { Subquery } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/** The money side of a member's user info; the ledger provides it (zeros until it exists). */
export interface MemberMoney {
  internalWallet: InternalWallet;
  totalDeposit: number;
  totalWithdraw: number;
  bonus: Omit<BonusInfo, 'isBonus'>;
}

/** A member with no money yet: every wallet and total 0, no bonus. */
export const NO_MONEY: MemberMoney = {
  internalWallet: {
    mainWallet: 0,
    gameWallet: 0,
    affiliateWallet: 0,
    cashbackWallet: 0,
    residualWallet: 0,
    prizeWallet: 0,
    spinWallet: 0,
  },
  totalDeposit: 0,
  totalWithdraw: 0,
  bonus: {
    bonusId: null,
    TurnoverType: 0,
    needTurnover: 0,
    nowTurnover: 0,
    maxWithdrawType: 0,
    maxWithdrawAmount: 0,
    reviceDate: null,
    DepositAmount: 0,
  },
};

/** Groups of selected fields (one per subquery, say), each a flat record. */
export type MoneyFields = Record<string, SelectedFieldsFlat>;

/**
 * The money side as parts of the member's own prepared statement, so the user info costs one database
 * round trip (docs/decisions/011-user-info-one-statement.md): `joins` are subqueries of at most one row,
 * left-joined laterally to the member row; `fields` what they add to its select; `read` turns those values
 * into MemberMoney (a left-joined subquery that found no row gives nulls, whatever the field types say).
 * The parts name the member by the id of the member row they are joined to (`members.id`): the
 * statement's only parameter is the list of member ids, which meets no skewed column, so its generic
 * plan, made once per connection (db/client.ts), serves every list.
 */
export interface MemberMoneyQuery<F extends MoneyFields = MoneyFields> {
  joins: readonly Subquery[];
  fields: F;
  read(values: SelectResultFields<F>): MemberMoney;
}
/** Built once per process: the statement is prepared once and reused for every member. */
export type MemberMoneySource = () => MemberMoneyQuery;

/** Lets a provider write `read` against the types of its own `fields`. */
export const defineMoneyQuery = <F extends MoneyFields>(query: MemberMoneyQuery<F>) => query;
