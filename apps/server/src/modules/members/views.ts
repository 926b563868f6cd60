import { roleMay } from '@chokdee/contracts';
import { maskAccount } from '../../lib/mask';
import type { StaffCaller } from '../../plugins/access';

/**
 * Whether the caller sees bank account numbers in full (docs/DECISIONS.md "Back office: members" 2):
 * those who may pay out (the operator key, owner and finance) compare them with the bank; support reads
 * money but is shown the last 4 digits, enough to check a member on the phone.
 */
export function seesFullAccounts(caller: StaffCaller): boolean {
  return caller.kind === 'api-key' || roleMay(caller.role, 'withdrawals.act');
}

/** An account number as this caller may see it. */
export function shownAccountNumber(account: string, full: boolean): string {
  return full ? account : maskAccount(account);
}

export function shownAccount(bankCode: string, bankAccount: string, full: boolean) {
  return { bankCode, bankAccount: shownAccountNumber(bankAccount, full), masked: !full };
}

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
