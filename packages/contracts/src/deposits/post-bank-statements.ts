import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht } from '../common/fields';
import { TH } from '../messages';
import { statementRef } from './bank-statement';

const withoutDashes = (s: string) => s.replace(/[\s-]/g, '');

/** One incoming transfer as the bank reports it. */
export const feedTransaction = z
  .object({
    ref: statementRef,
    /** The receiving account: one of the site's channels (bank account, wallet phone or PromptPay id). */
    toAccount: z
      .string()
      .max(30)
      .transform(withoutDashes)
      .refine((s) => /^\d{6,20}$/.test(s)),
    /** Baht, more than 0, at most 2 decimals. */
    amount: z
      .number({ error: TH.invalidAmount })
      .positive({ error: TH.invalidAmount })
      .max(10_000_000_000, { error: TH.invalidAmount })
      .refine((n) => baht.safeParse(n).success, { error: TH.invalidAmount }),
    time: z.iso.datetime({ offset: true }),
    /** 3-digit bank code, or TRUEMONEY for a wallet. */
    fromBankCode: z.string().regex(/^[A-Z0-9]{1,20}$/),
    /** Full digits, or masked with x, X or * (e.g. `xxx-x-x1234-x`). */
    fromAccount: z
      .string()
      .max(40)
      .transform(withoutDashes)
      .refine((s) => /^[0-9xX*]{6,20}$/.test(s)),
    fromName: z.string().max(200).nullish(),
  })
  .strict();
export type FeedTransaction = z.output<typeof feedTransaction>;

export const FEED_OUTCOMES = ['credited', 'unmatched', 'duplicate', 'rejected'] as const;
export type FeedOutcome = (typeof FEED_OUTCOMES)[number];

export const postBankStatements = defineCall({
  method: 'POST',
  path: '/fund-composite/v1/bank-statements',
  summary:
    'Bank feed (machine to machine, no site key): header `X-Signature` is the hex HMAC-SHA256 of the raw body ' +
    'with BANK_FEED_SECRET; anything else is a 401 and nothing is stored. Each transaction is stored once by ' +
    '`ref`; the answer gives each outcome in order: credited (to the one member whose bound bank and account ' +
    'match the sender), unmatched (waits for a slip or an operator), duplicate (seen before: nothing changed), ' +
    'rejected (`toAccount` is none of the site channels; reason `unknownChannel`). Up to 1000 per call.',
  body: z.object({ transactions: z.array(feedTransaction).min(1).max(1000) }).strict(),
  response: okEnvelope(
    z.object({
      results: z.array(
        z.object({ ref: z.string(), status: z.enum(FEED_OUTCOMES), reason: z.string().optional() }),
      ),
    }),
  ),
});
