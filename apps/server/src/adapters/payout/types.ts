/** One payment to a member's bank account. */
export interface PayoutRequest {
  /** Idempotency key: every call with this key is the same payment, made at most once. */
  key: string;
  /** Satang. */
  amount: bigint;
  bankCode: string;
  bankAccount: string;
  accountName: string;
}

/** A settled outcome. `failed` means no money left: the reservation can be returned to the member. */
export type PayoutResult =
  { status: 'paid'; reference: string } | { status: 'failed'; reason: string; reference: string | null };

/** Pays withdrawals out (a bank or payment gateway's disbursement API). */
export interface PayoutService {
  /**
   * True when there is no gateway: withdrawals wait for the operator to pay them at the bank and mark
   * them paid with the bank's reference (docs/decisions/029-manual-payouts.md); `pay` must then never be
   * called.
   */
  readonly manual?: boolean;
  /**
   * Pays once per key; repeating a key answers the first outcome. Throws when the outcome is unknown
   * (timeout, network error, 5xx): the caller must retry later with the same key, never assume failure.
   */
  pay(request: PayoutRequest): Promise<PayoutResult>;
}
