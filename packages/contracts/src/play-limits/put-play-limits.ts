import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { hasAtMost2Decimals, MAX_BAHT } from '../common/fields';
import { TH } from '../messages';
import { playLimits, REALITY_CHECK_MINUTES } from './get-play-limits';

const amount = z
  .number({ error: TH.playLimitAmount })
  .finite({ error: TH.playLimitAmount })
  .min(1, { error: TH.playLimitAmount })
  .max(MAX_BAHT, { error: TH.playLimitAmount })
  .refine(hasAtMost2Decimals, { error: TH.playLimitAmount })
  .nullable();
const minutes = z
  .number({ error: TH.playLimitMinutes })
  .int({ error: TH.playLimitMinutes })
  .min(5, { error: TH.playLimitMinutes })
  .max(24 * 60, { error: TH.playLimitMinutes })
  .nullable();
const realityCheck = z
  .number({ error: TH.realityCheckMinutes })
  .refine((n) => (REALITY_CHECK_MINUTES as readonly number[]).includes(n), { error: TH.realityCheckMinutes })
  .nullable();

export const putPlayLimitsBody = z
  .object({
    depositDay: amount.optional(),
    depositWeek: amount.optional(),
    depositMonth: amount.optional(),
    lossDay: amount.optional(),
    lossWeek: amount.optional(),
    lossMonth: amount.optional(),
    sessionMinutes: minutes.optional(),
    realityCheckMinutes: realityCheck.optional(),
  })
  .strict();

export const putPlayLimits = defineCall({
  method: 'PUT',
  path: '/user-profile-composite/v1/play-limits',
  summary:
    'Sets play limits: any of depositDay/Week/Month and lossDay/Week/Month (baht), sessionMinutes, ' +
    'realityCheckMinutes (15, 30, 60; null = off); null removes a limit. A new or lower limit applies at ' +
    'once; a raise or removal waits 24 hours in `pending` and applies only when confirmed after it ' +
    '(POST .../play-limits/confirm). Unknown fields are refused (400). Answers the limits as GET does.',
  body: putPlayLimitsBody,
  response: okEnvelope(playLimits),
});
