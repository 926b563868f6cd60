import { z } from 'zod';

/**
 * The seamless wallet API that game partners call for every bet (issue #4, fixed contract):
 * `POST /provider/v1/{partner}/{balance|bet|win|rollback}`, JSON body signed with the partner's secret in
 * `X-Signature` (hex HMAC-SHA256 of the raw body). Amounts and balances are integer satang. Every answer
 * is HTTP 200 `{ status, balance }`, `balance` being the member's playable credit; a body that cannot be
 * read answers 400 with `RS_ERROR_UNKNOWN`. A repeated `transactionId` gets the first answer and moves
 * nothing.
 */
export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_UNKNOWN_USER',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_ROUND_CLOSED',
  'RS_ERROR_UNKNOWN',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

export const walletAnswer = z.object({
  status: z.enum(WALLET_STATUSES),
  /** The member's playable credit in satang after the call (0 when the member is unknown). */
  balance: z.number().int(),
  /**
   * A bet refused by the member's own protection (a break, a loss limit reached): the refusal in Thai, for a
   * game to show instead of a generic error. Absent otherwise; a partner may ignore it.
   */
  message: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;

export const WALLET_SIGNATURE_HEADER = 'x-signature';

/** The member's game username (SPEC §3 GameInfo.username). */
export const walletUsername = z.string().min(1).max(64);
/** The partner's ids of transactions and rounds: unique per partner. */
export const walletId = z.string().min(1).max(100);
/** Integer satang. */
export const walletAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const walletPath = (call: 'balance' | 'bet' | 'win' | 'wins' | 'rollback') =>
  `/provider/v1/:partner/${call}` as const;
