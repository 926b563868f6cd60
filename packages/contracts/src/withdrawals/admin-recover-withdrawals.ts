import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';

export const adminRecoverWithdrawals = defineCall({
  method: 'POST',
  path: '/admin/v1/withdrawals/recover',
  summary:
    "Operator: resolve withdrawals stuck in 'paying' (e.g. after a crash) by resending their payout with the " +
    'same idempotency key, so none is lost or paid twice. Only payouts started at least `olderThanSeconds` ago ' +
    '(default PAYOUT_RECOVERY_SEC) are retried, leaving ones in flight alone',
  querystring: z.object({ olderThanSeconds: z.coerce.number().int().min(0).max(86_400).optional() }).strict(),
  response: okEnvelope(
    z.object({
      checked: z.number().int(),
      paid: z.number().int(),
      failed: z.number().int(),
      /** Still unresolved (the payout service did not answer): retried on the next run. */
      paying: z.number().int(),
    }),
  ),
});
