import { isMasked, matchesMasked, normaliseAccount, visibleDigits } from './masked-account';

/**
 * Fewer visible digits than this say too little about who sent the money: such a sender is never
 * matched to a member automatically (docs/decisions/024-slip-names-transfer.md).
 */
export const MIN_VISIBLE_DIGITS = 4;

export interface Sender {
  fromBankCode: string;
  fromAccount: string;
}

export interface BoundAccount {
  bankCode: string;
  bankAccount: string;
}

/** A masked sender that shows enough digits to be matched. */
export function isUsableMask(fromAccount: string): boolean {
  return visibleDigits(fromAccount) >= MIN_VISIBLE_DIGITS;
}

/**
 * Could this transfer have come from the member's bound account? Same bank code, and the account
 * equal in full or compatible with a usable mask.
 */
export function sentFrom(sender: Sender, member: BoundAccount): boolean {
  if (sender.fromBankCode !== member.bankCode) return false;
  const account = normaliseAccount(sender.fromAccount);
  if (!isMasked(account)) return account === member.bankAccount;
  return isUsableMask(account) && matchesMasked(account, member.bankAccount);
}
