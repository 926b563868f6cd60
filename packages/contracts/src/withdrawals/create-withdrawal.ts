import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { hasAtMost2Decimals, MAX_BAHT } from '../common/fields';
import { TH } from '../messages';

export const createWithdrawalBody = z
  .object({
    Amount: z
      .number({ error: TH.invalidAmount })
      .refine((n) => n > 0 && n <= MAX_BAHT && hasAtMost2Decimals(n), { error: TH.invalidAmount }),
    /** SPEC §7: fixed 'BANK' (paid to the member's bound bank account). */
    Channel: z.literal('BANK', { error: TH.withdrawChannelInvalid }),
    /**
     * Ours: the forfeit (baht) the member saw in the condition and confirmed. Needed when the withdrawal
     * forfeits anything; refused with the amount when absent or below the forfeit now.
     */
    Forfeit: z
      .number({ error: TH.invalidAmount })
      .refine((n) => n >= 0 && n <= MAX_BAHT && hasAtMost2Decimals(n), { error: TH.invalidAmount })
      .optional(),
  })
  .strict();
export type CreateWithdrawalBody = z.infer<typeof createWithdrawalBody>;

export const createWithdrawal = defineCall({
  method: 'POST',
  path: '/fund-composite/v1/withdrawal',
  summary:
    "Withdraw `Amount` baht to the member's bound bank account. The amount is reserved at once; it is paid " +
    'automatically when site config allows (up to `Withdraw.autoWithdraw.maxautoWithdraw`), else it waits for ' +
    "an operator. A paid or paying one answers `{success: 1, message: 'ถอนเงินสำเร็จ'}`, one waiting for the " +
    'operator its own pending text. Under a capped bonus, a withdrawal that forfeits credit needs `Forfeit` ' +
    '(the confirmed amount, baht; 409 naming it otherwise). Refusals: 400 below the minimum ' +
    "('ถอนเงินขั้นต่ำ {min} บาท') or above the maximum, 403 locked member, 409 withdrawals disabled, turnover " +
    'not met, above the active bonus limit or above the balance, 503 when an automatic payout failed (the ' +
    'money is returned)',
  body: createWithdrawalBody,
  response: z.object({ success: z.literal(1), message: z.string() }),
});
