import type { BodyOf, CallContract, ResponseOf } from '@chokdee/contracts';
import { LANG, T } from '../i18n';

/** The house session token (Authorization: Bearer), kept for this tab only. */
const TOKEN_KEY = 'house-session';

export const sessionToken = () => sessionStorage.getItem(TOKEN_KEY);
export const keepSessionToken = (token: string) => sessionStorage.setItem(TOKEN_KEY, token);

/** A refusal of the house API, with the server's message (in the page's language, Accept-Language). */
export class HouseApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The envelope's `data` of a call's answer. */
export type DataOf<C extends CallContract> = ResponseOf<C> extends { data: infer D } ? D : never;

/** What a call sends: its body, the `:name` parts of its path, its query string. */
export interface CallInput<C extends CallContract> {
  body?: BodyOf<C>;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** The contract's path with its `:name` parts filled in (encoded) and the query string added. */
export function pathOf<C extends CallContract>(contract: C, { params = {}, query }: CallInput<C> = {}) {
  const path = contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/**
 * Calls the house game API through its contract (packages/contracts, as the site and the back office do):
 * JSON in, the envelope's `data` out, the server's message thrown otherwise (asked for in the member's
 * language: Accept-Language, decision 100). A 401 forgets the session
 * token it was sent with (not one kept meanwhile): the member must launch again from the site.
 */
export async function houseCall<C extends CallContract>(
  contract: C,
  input: CallInput<C> = {},
): Promise<DataOf<C>> {
  const token = sessionToken();
  const headers: Record<string, string> = { 'accept-language': LANG };
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = contract.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  const res = await fetch(pathOf(contract, input), {
    method: contract.method,
    headers,
    // A JSON content type with an empty body is refused by the server, so body-less writes send {}.
    body: hasBody ? JSON.stringify(input.body ?? {}) : undefined,
  });
  const answer = (await res.json().catch(() => ({ success: 0, message: T.sessionExpired }))) as {
    success?: number;
    message?: string;
    data?: DataOf<C>;
  };
  if (res.status === 401 && token !== null && sessionToken() === token) sessionStorage.removeItem(TOKEN_KEY);
  if (answer.success !== 1) throw new HouseApiError(answer.message ?? T.sessionExpired, res.status);
  return answer.data as DataOf<C>;
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : T.sessionExpired);
