import { shownAccountNumber } from '../../lib/mask';

export function shownAccount(bankCode: string, bankAccount: string, full: boolean) {
  return { bankCode, bankAccount: shownAccountNumber(bankAccount, full), masked: !full };
}

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
