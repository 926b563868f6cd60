import { baht } from '@chokdee/contracts';
import { z } from 'zod';
import { toSatang } from '../../lib/money';
import type { SlipVerifier } from './types';

const answer = z.object({
  ref: z.string().min(1).max(64),
  /** Baht with at most 2 decimals. */
  amount: baht.positive(),
  toAccount: z.string().min(1).max(30),
  fromBankCode: z.string().min(1).max(20),
  fromAccount: z.string().min(1).max(40),
  fromName: z.string().max(200).nullish(),
  time: z.iso.datetime({ offset: true }),
});

const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

/**
 * An external slip-verification service:
 * `POST {url}/v1/slips/verify {qr, transRef, sendingBankCode}` with `Authorization: Bearer {key}` answers
 * 200 `{ref, amount (baht), toAccount, fromBankCode, fromAccount, fromName?, time (ISO)}` for a genuine
 * slip, or 404 when the bank knows no such transfer. Anything else is an outage (the member may retry).
 */
export function httpSlipVerifier(url: string, key: string, timeoutMs = 8000): SlipVerifier {
  const endpoint = new URL('v1/slips/verify', url.endsWith('/') ? url : `${url}/`);
  return {
    external: true,
    async verify(qr, slip) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ qr, transRef: slip.transRef, sendingBankCode: slip.sendingBankCode }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`slip verifier answered HTTP ${res.status}`);
      const parsed = answer.safeParse(await res.json());
      if (!parsed.success) throw new Error('slip verifier answered an unexpected body');
      const a = parsed.data;
      // A verifier answering for another transfer than the one asked about is broken, not a deposit.
      if (a.ref !== slip.transRef) throw new Error('slip verifier answered for another reference');
      return {
        ref: a.ref,
        toAccount: digitsOnly(a.toAccount),
        amount: toSatang(a.amount),
        time: new Date(a.time),
        fromBankCode: a.fromBankCode,
        fromAccount: digitsOnly(a.fromAccount),
        fromName: a.fromName ?? null,
      };
    },
  };
}
