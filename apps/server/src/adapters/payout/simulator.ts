import { createHash } from 'node:crypto';
import type { PayoutRequest, PayoutResult, PayoutService } from './types';

/** Amounts ending in .13 baht are refused, so the failure path can be tried from the member app. */
const REFUSED_SATANG = 13n;

/** Keys the simulator remembers by default: far more than payouts in flight, bounded for a long demo. */
const MAX_KEYS = 10_000;

/**
 * Deterministic stand-in for a payout gateway (demo mode only): pays every request except amounts ending
 * in .13 baht, and, like a real gateway, answers a repeated key with its first outcome. `payments` is what
 * it would have sent to banks, one entry per key (tests count them), the latest `maxKeys` only: a key is
 * repeated within minutes (recovery), so forgetting the oldest keeps a long-running demo's memory flat.
 */
export function simulatedPayout({ maxKeys = MAX_KEYS }: { maxKeys?: number } = {}): PayoutService & {
  payments: Map<string, PayoutRequest & PayoutResult>;
  maxKeys: number;
} {
  const payments = new Map<string, PayoutRequest & PayoutResult>();
  return {
    payments,
    maxKeys,
    async pay(request) {
      const earlier = payments.get(request.key);
      if (earlier) {
        if (earlier.amount !== request.amount || earlier.bankAccount !== request.bankAccount) {
          throw new Error('payout simulator: key reused for another payment');
        }
        return outcome(earlier);
      }
      const reference = `SIM-${createHash('sha256').update(request.key).digest('hex').slice(0, 16)}`;
      const result: PayoutResult =
        request.amount % 100n === REFUSED_SATANG
          ? { status: 'failed', reason: 'simulated refusal: amounts ending in .13 baht fail', reference }
          : { status: 'paid', reference };
      payments.set(request.key, { ...request, ...result });
      // A Map iterates in insertion order: the first key is the oldest.
      if (payments.size > maxKeys) payments.delete(payments.keys().next().value!);
      return result;
    },
  };
}

function outcome(p: PayoutResult): PayoutResult {
  return p.status === 'paid'
    ? { status: 'paid', reference: p.reference }
    : { status: 'failed', reason: p.reason, reference: p.reference };
}
