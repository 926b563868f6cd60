import { z } from 'zod';
import { isoDate, plainText } from '../common/fields';
import { TH } from '../messages';

export const WHEEL_PRIZE_KINDS = ['CREDIT', 'COIN', 'NONE'] as const;

/**
 * One wheel segment. `index` is its position on the wheel (0 first, in `sortOrder`), the segment a spin
 * stops on. `amount`: baht of playable credit (CREDIT), prize coins (COIN), 0 (NONE).
 */
export const wheelPrize = z.object({
  index: z.number().int(),
  id: z.string(),
  label: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  amount: z.number(),
  sortOrder: z.number().int(),
});
export type WheelPrize = z.infer<typeof wheelPrize>;

/** The seeds of the member's next spin: the server seed is shown only as its SHA-256 until rotated. */
export const wheelFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

export const wheelClientSeed = plainText(
  z
    .string({ error: TH.clientSeedInvalid })
    .min(1, { error: TH.clientSeedInvalid })
    .max(64, { error: TH.clientSeedInvalid }),
);

/** A finished spin with the seeds it used; `serverSeed` is null until the member rotates the pair. */
export const wheelSpinView = z.object({
  id: z.string(),
  createdAt: isoDate,
  prize: wheelPrize,
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
