import type { BankNameLookup } from './types';

/**
 * A bank-name inquiry service over HTTP:
 * `POST {url}/v1/account-name {bankCode, accountNumber}` with `Authorization: Bearer {key}` answers
 * 200 `{firstName, lastName}` or 404 when the account does not exist.
 */
export function httpBankNameLookup(url: string, key: string, timeoutMs = 5000): BankNameLookup {
  const endpoint = new URL('v1/account-name', url.endsWith('/') ? url : `${url}/`);
  return {
    async lookup(bankCode, account) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ bankCode, accountNumber: account }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`bank name lookup answered HTTP ${res.status}`);
      const body = (await res.json()) as { firstName?: unknown; lastName?: unknown };
      if (typeof body.firstName !== 'string' || typeof body.lastName !== 'string') {
        throw new Error('bank name lookup answered without names');
      }
      return { firstName: body.firstName, lastName: body.lastName };
    },
  };
}
