import { EnvError, type Env } from '../../env';
import { httpPayout } from './http';
import { simulatedPayout } from './simulator';

export type { PayoutRequest, PayoutResult, PayoutService } from './types';

/** The real gateway when PAYOUT_URL is configured, else the deterministic simulator. */
export function payoutFromEnv(env: Pick<Env, 'PAYOUT_URL' | 'PAYOUT_KEY'>) {
  if (!env.PAYOUT_URL) return simulatedPayout();
  if (!env.PAYOUT_KEY) throw new EnvError('PAYOUT_KEY is required when PAYOUT_URL is set');
  return httpPayout(env.PAYOUT_URL, env.PAYOUT_KEY);
}
