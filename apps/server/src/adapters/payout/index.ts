import { EnvError, type Env } from '../../env';
import { httpPayout } from './http';
import { manualPayout } from './manual';
import { simulatedPayout } from './simulator';
import type { PayoutService } from './types';

export type { PayoutRequest, PayoutResult, PayoutService } from './types';

/**
 * The real gateway when PAYOUT_URL is configured; else the deterministic simulator in demo mode only, and
 * manual payouts otherwise (production never pays through a simulator: docs/decisions/029-manual-payouts.md).
 */
export function payoutFromEnv(env: Pick<Env, 'PAYOUT_URL' | 'PAYOUT_KEY' | 'DEMO_MODE'>): PayoutService {
  if (!env.PAYOUT_URL) return env.DEMO_MODE === '1' ? simulatedPayout() : manualPayout();
  if (!env.PAYOUT_KEY) throw new EnvError('PAYOUT_KEY is required when PAYOUT_URL is set');
  return httpPayout(env.PAYOUT_URL, env.PAYOUT_KEY);
}
