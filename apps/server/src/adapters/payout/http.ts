import type { PayoutResult, PayoutService } from './types';

/**
 * A payout gateway over HTTP:
 * `POST {url}/v1/payouts` with `Authorization: Bearer {key}`, `Idempotency-Key: {request key}` and
 * `{reference, amount (satang, integer), currency: 'THB', bankCode, accountNumber, accountName}`
 * answers 200 `{status: 'paid', reference}` or `{status: 'failed', reason, reference?}`. The gateway
 * must answer a repeated idempotency key with the first outcome. Any other answer leaves the outcome
 * unknown, so it throws (the withdrawal stays 'paying' and recovery retries with the same key).
 */
export function httpPayout(url: string, key: string, timeoutMs = 10_000): PayoutService {
  const endpoint = new URL('v1/payouts', url.endsWith('/') ? url : `${url}/`);
  return {
    async pay(request) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${key}`,
          'idempotency-key': request.key,
        },
        body: JSON.stringify({
          reference: request.key,
          amount: Number(request.amount),
          currency: 'THB',
          bankCode: request.bankCode,
          accountNumber: request.bankAccount,
          accountName: request.accountName,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200) throw new Error(`payout gateway answered HTTP ${res.status}`);
      return parseResult(await res.json());
    },
  };
}

function parseResult(body: unknown): PayoutResult {
  const b = (body ?? {}) as { status?: unknown; reference?: unknown; reason?: unknown };
  const reference = typeof b.reference === 'string' && b.reference ? b.reference : null;
  if (b.status === 'paid' && reference) return { status: 'paid', reference };
  if (b.status === 'failed') {
    return { status: 'failed', reason: typeof b.reason === 'string' ? b.reason : 'refused', reference };
  }
  throw new Error('payout gateway answered without a known status');
}
