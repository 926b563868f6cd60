/**
 * The one normal form of an account number for comparisons: digits only. A bank or PromptPay account, and a
 * wallet (TrueMoney) by its phone number. The database's `deposit_channels.receiving_number` is the same
 * expression, so the unique index and every comparison agree (docs/ABUSE.md 6).
 */
export function accountNumber(account: string): string {
  return account.replace(/[^0-9]/g, '');
}
