import type { PayoutService } from './types';

/**
 * No payout gateway: the operator pays each withdrawal at the bank and marks it paid with the bank's
 * reference. Withdrawals never reach `pay` in this mode; a payout left 'paying' by an earlier gateway
 * that reaches it anyway gets "outcome unknown" (the money stays held), never a made-up "paid".
 */
export function manualPayout(): PayoutService {
  return {
    manual: true,
    pay: () => Promise.reject(new Error('manual payout mode: no gateway; the operator marks it paid')),
  };
}
