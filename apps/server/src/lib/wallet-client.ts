import {
  WALLET_SIGNATURE_HEADER,
  walletAnswer,
  walletWinsAnswer,
  type WalletBetBody,
  type WalletRollbackBody,
  type WalletWinBody,
} from '@chokdee/contracts';
import type { z } from 'zod';
import { signBody } from './wallet-signature';

/** Sends one signed wallet call; resolves with the HTTP status and parsed body, throws when no answer came. */
export type WalletTransport = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

/** Over HTTP to `baseUrl` (read at each call: the server learns its own address only once listening). */
export function fetchTransport(baseUrl: string | (() => string), timeoutMs = 10_000): WalletTransport {
  return async (path, rawBody, headers) => {
    const base = typeof baseUrl === 'string' ? baseUrl : baseUrl();
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.json() };
  };
}

/**
 * A partner's side of the seamless wallet API: signs each body with the partner's secret exactly as an
 * outside provider must. Any answer that is not a wallet answer throws (the outcome is then unknown).
 */
export function walletClient(partner: string, secret: string, transport: WalletTransport) {
  /** One signed call; the parsed answer, or a throw when it is not one (the outcome is then unknown). */
  async function send<T>(
    name: 'balance' | 'bet' | 'win' | 'wins' | 'rollback',
    body: object,
    schema: z.ZodType<T>,
  ) {
    const raw = JSON.stringify(body);
    const { status, body: answer } = await transport(
      `/provider/v1/${encodeURIComponent(partner)}/${name}`,
      raw,
      {
        'content-type': 'application/json',
        [WALLET_SIGNATURE_HEADER]: signBody(secret, raw),
      },
    );
    const parsed = schema.safeParse(answer);
    if (status !== 200 || !parsed.success) throw new Error(`wallet ${name} answered HTTP ${status}`);
    return parsed.data;
  }
  const call = (name: 'balance' | 'bet' | 'win' | 'rollback', body: object) => send(name, body, walletAnswer);
  return {
    balance: (username: string) => call('balance', { username }),
    bet: (body: WalletBetBody) => call('bet', body),
    win: (body: WalletWinBody) => call('win', body),
    /** Many wins in one call; `answers[i]` answers `wins[i]`. */
    wins: async (wins: WalletWinBody[]) => (await send('wins', { wins }, walletWinsAnswer)).answers,
    rollback: (body: WalletRollbackBody) => call('rollback', body),
  };
}
export type WalletClient = ReturnType<typeof walletClient>;
