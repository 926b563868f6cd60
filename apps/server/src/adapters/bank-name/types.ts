/** Looks up the holder's name of a bank account (or TrueMoney wallet) before signup. */
export interface BankNameLookup {
  /** The names are made up (the simulator): they say nothing about who holds the account. */
  readonly invented?: boolean;
  /** The holder's name, or null when the bank has no such account. Throws when the service is unreachable. */
  lookup(bankCode: string, account: string): Promise<{ firstName: string; lastName: string } | null>;
}
