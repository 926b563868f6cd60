import { createHash } from 'node:crypto';
import type { PayoutRequest, PayoutResult, PayoutService } from './types';

/** Amounts ending in .13 baht are refused, so the failure path can be tried from the member app. */
const REFUSED_SATANG = 13n;

/**
 * Deterministic stand-in for a payout gateway: pays every request except amounts ending in .13 baht,
 * and, like a real gateway, answers a repeated key with its first outcome. `payments` is what it would
 * have sent to banks, one entry per key (tests count them).
 */
export function simulatedPayout(): PayoutService & { payments: Map<string, PayoutRequest & PayoutResult> } {
  const payments = new Map<string, PayoutRequest & PayoutResult>();
  return {
    payments,
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
      return result;
    },
  };
}

function outcome(p: PayoutResult): PayoutResult {
  return p.status === 'paid'
    ? { status: 'paid', reference: p.reference }
    : { status: 'failed', reason: p.reason, reference: p.reference };
}
