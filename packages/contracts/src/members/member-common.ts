import { z } from 'zod';
import { plainText } from '../common/fields';
import { TH } from '../messages';

/** The `:id` of every /admin/v1/members/:id call; anything but a uuid names no member. */
export const memberParams = z.object({ id: z.uuid() });

/** Paging of the member page's lists, newest first. */
export const memberPageQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type MemberPageQuery = z.output<typeof memberPageQuery>;

/** One page of a member list: `total` rows in all, `items` this page's. */
export const memberPage = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) });

/**
 * A bank account as the back office shows it: in full to callers who may move money (they pay to it and
 * match it against statements), else masked to its last 4 digits (`masked: true`).
 */
export const shownAccount = z.object({
  bankCode: z.string(),
  bankAccount: z.string(),
  masked: z.boolean(),
});

/** Why staff act on a member: required, kept in the audit entry. One line of plain text. */
export const memberActionReason = plainText(
  z
    .string({ error: TH.staffReasonRequired })
    .trim()
    .min(1, { error: TH.staffReasonRequired })
    .max(500, { error: TH.staffReasonTooLong }),
);

/** The body of lock, unlock and reset-password: the reason only. */
export const memberActionBody = z.object({ reason: memberActionReason }).strict();
export type MemberActionBody = z.output<typeof memberActionBody>;
