import { T } from '../i18n/th';

/** The house session token (Authorization: Bearer), kept for this tab only. */
const TOKEN_KEY = 'house-session';

export const sessionToken = () => sessionStorage.getItem(TOKEN_KEY);
export const keepSessionToken = (token: string) => sessionStorage.setItem(TOKEN_KEY, token);

/** A refusal of the house API, with the server's Thai message. */
export class HouseApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Calls the house game API (/house/api/…): JSON in, the envelope's `data` out, the server's Thai message
 * thrown otherwise. A 401 forgets the session token it was sent with (not one kept meanwhile): the member must
 * launch again from the site.
 */
export async function houseApi<T>(path: string, body?: unknown): Promise<T> {
  const token = sessionToken();
  const headers: Record<string, string> = { 'accept-language': 'th' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/house/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({ success: 0, message: T.sessionExpired }))) as {
    success?: number;
    message?: string;
    data?: T;
  };
  if (res.status === 401 && token !== null && sessionToken() === token) sessionStorage.removeItem(TOKEN_KEY);
  if (answer.success !== 1) throw new HouseApiError(answer.message ?? T.sessionExpired, res.status);
  return answer.data as T;
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : T.sessionExpired);
