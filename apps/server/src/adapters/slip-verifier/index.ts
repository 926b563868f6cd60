import type { Executor } from '../../db/types';
import type { Env } from '../../env';
import { bankFeedSlipVerifier } from './bank-feed';
import { httpSlipVerifier } from './http';

export type { SlipVerifier, VerifiedTransfer } from './types';

/** The external service when SLIP_VERIFY_URL is configured, else verification against the bank feed. */
export function slipVerifierFromEnv(env: Pick<Env, 'SLIP_VERIFY_URL' | 'SLIP_VERIFY_KEY'>, db: Executor) {
  if (!env.SLIP_VERIFY_URL) return bankFeedSlipVerifier(db);
  // Checked at boot (buildApp), so a half-configured service fails fast rather than on the first slip.
  if (!env.SLIP_VERIFY_KEY) throw new Error('SLIP_VERIFY_KEY is required when SLIP_VERIFY_URL is set');
  return httpSlipVerifier(env.SLIP_VERIFY_URL, env.SLIP_VERIFY_KEY);
}
