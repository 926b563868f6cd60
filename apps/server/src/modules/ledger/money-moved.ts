import { commitNews } from '../../db/after-commit';

/**
 * What happened to a member's money: `credit`/`debit` a transfer in or out, `held` a reservation (a withdrawal
 * asked for), `paid` a reservation posted (paid out), `released` one voided (the money is spendable again).
 */
export type MoneyChange = 'credit' | 'debit' | 'held' | 'paid' | 'released';

export interface MemberMoneyMoved {
  memberId: string;
  kind: string;
  change: MoneyChange;
  /** 'THB' or 'TICKET' (accounts.ts Asset). */
  asset: string;
  /** Satang, or tickets. */
  amount: bigint;
}

const moneyMoved = commitNews<MemberMoneyMoved>();

/** Hears every member money movement on `db` once its transaction has committed (member push). */
export const onMemberMoneyMoved = moneyMoved.on;

const MEMBER_ACCOUNT = /^member:([0-9a-f-]{36}):/;
/** The member of a stored account id (`member:<uuid>:<wallet>`), or undefined for a house account. */
export const memberOfAccountId = (accountId: string) => MEMBER_ACCOUNT.exec(accountId)?.[1];

/**
 * Called by the ledger's writes inside their transaction, once per account they changed: when it is a member's,
 * the listeners hear it after the commit.
 */
export function announceMove(accountId: string, moved: Omit<MemberMoneyMoved, 'memberId'>) {
  const memberId = memberOfAccountId(accountId);
  if (memberId === undefined) return;
  moneyMoved.announce({ ...moved, memberId });
}
