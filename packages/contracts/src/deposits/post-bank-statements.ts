import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, plainText } from '../common/fields';
import { TH } from '../messages';
import { statementRef } from './bank-statement';

const withoutDashes = (s: string) => s.replace(/[\s-]/g, '');

/** An ISO time that names a real moment: 2025-02-30 matches the pattern but is no day. */
function isRealTime(s: string): boolean {
  const [y, m, d] = s.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return !Number.isNaN(Date.parse(s)) && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

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
    time: z.iso.datetime({ offset: true }).refine(isRealTime),
    /** 3-digit bank code, or TRUEMONEY for a wallet. */
    fromBankCode: z.string().regex(/^[A-Z0-9]{1,20}$/),
    /** Full digits, or masked with x, X or * (e.g. `xxx-x-x1234-x`). */
    fromAccount: z
      .string()
      .max(40)
      .transform(withoutDashes)
      .refine((s) => /^[0-9xX*]{6,20}$/.test(s)),
    // U+0000 cannot be stored in PostgreSQL: such a row is refused alone (plainText).
    fromName: plainText(z.string().max(200)).nullish(),
  })
  .strict();
export type FeedTransaction = z.output<typeof feedTransaction>;

export const FEED_OUTCOMES = [
  'credited',
  'unmatched',
  'duplicate',
  'rejected',
  'internal',
  'refused',
] as const;
export type FeedOutcome = (typeof FEED_OUTCOMES)[number];

export const postBankStatements = defineCall({
  method: 'POST',
  path: '/fund-composite/v1/bank-statements',
  summary:
    'Bank feed (machine to machine, no site key): header `X-Signature` is the hex HMAC-SHA256 of the raw body ' +
    'with BANK_FEED_SECRET; anything else is a 401 and nothing is stored. Each transaction is stored once by ' +
    '`ref`; the answer gives each outcome in order: credited (to the one member whose bound bank and account ' +
    'match the sender), unmatched (waits for a slip or an operator), duplicate (seen before: nothing changed), ' +
    'rejected (`toAccount` is none of the site channels; reason `unknownChannel`), internal (sent from one of the ' +
    "site's own channels: never credited), duplicate with reason `sameTransfer` (a slip verifier brought the " +
    'transfer under another reference), refused (reason `invalid`: the row breaks the transaction schema; ' +
    'nothing stored, the other rows go on; `ref` is empty when the row has no valid one). Up to 1000 per call; ' +
    'each row is validated on its own (`feedTransaction`).',
  // Rows are validated one by one by the service, so one bad row never holds back the others.
  body: z.object({ transactions: z.array(z.unknown()).min(1).max(1000) }).strict(),
  response: okEnvelope(
    z.object({
      results: z.array(
        z.object({ ref: z.string(), status: z.enum(FEED_OUTCOMES), reason: z.string().optional() }),
      ),
    }),
  ),
});
