import { type BodyOf, type CallContract, type ResponseOf } from '@chokdee/contracts';
import { runtimeConfig } from '../config/runtime';
import { getToken } from '../lib/session';
import { LANG, MESSAGE } from '../lib/text';

/** A failed call: `status` is the HTTP status, 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** SPEC §7 quirk: change-password reports success as `success: 0` with HTTP 200. */
  successIsZero?: boolean;
}

type CallArgs<C extends CallContract> = [BodyOf<C>] extends [never]
  ? [body?: undefined, options?: CallOptions]
  : [body: BodyOf<C>, options?: CallOptions];

const TIMEOUT_MS = 20_000;

let unauthorizedHandler: (() => void) | undefined;
/** Called on every 401 answer; the router decides whether that sends the member home (SPEC §4). */
export function onUnauthorized(handler: () => void) {
  unauthorizedHandler = handler;
}

let passwordChangeHandler: (() => void) | undefined;
/**
 * Called when the server refuses a call until the temporary password from staff is changed (403,
 * 'กรุณาเปลี่ยนรหัสผ่านชั่วคราวก่อนใช้งาน'): the router opens the password change.
 */
export function onPasswordChangeRequired(handler: () => void) {
  passwordChangeHandler = handler;
}

let unavailableHandler: (() => void) | undefined;
/** Called on every 503 answer: maintenance may have begun (api/get-prefix.ts reads the prefix again). */
export function onUnavailable(handler: () => void) {
  unavailableHandler = handler;
}

/**
 * The one way the app talks to the API: headers of SPEC §7, the answer unwrapped to its body, and any
 * failure (HTTP error, `success` other than 1, no connection) thrown as an ApiError with the server's
 * Thai message.
 */
export async function call<C extends CallContract>(
  contract: C,
  ...[body, options = {}]: CallArgs<C>
): Promise<ResponseOf<C>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    // The member's language: the server answers its messages in it (docs/decisions/100, 101).
    'Accept-Language': LANG,
    'X-Api-Key': runtimeConfig.siteKey,
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS);
  const abort = () => timeout.abort();
  options.signal?.addEventListener('abort', abort);

  let response: Response;
  try {
    response = await fetch(`${runtimeConfig.apiBase}${contract.path}`, {
      method: contract.method,
      headers,
      // A JSON content type with an empty body is refused by the server, so body-less writes send {}.
      body: contract.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: timeout.signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiError(MESSAGE.connectionFailed, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }

  const payload = (await response.json().catch(() => null)) as {
    success?: unknown;
    message?: unknown;
  } | null;
  if (response.status === 401) unauthorizedHandler?.();
  if (response.status === 503) unavailableHandler?.();
  if (response.status === 403 && payload?.message === MESSAGE.passwordChangeFirst) passwordChangeHandler?.();
  const success = payload?.success === 1 || (options.successIsZero === true && payload?.success === 0);
  if (!response.ok || !success) {
    const message =
      typeof payload?.message === 'string' && payload.message ? payload.message : MESSAGE.internalError;
    throw new ApiError(message, response.status);
  }
  return payload as ResponseOf<C>;
}

/** The Thai text to show for any error a call or a form may throw. */
export function errorMessage(err: unknown) {
  if (err instanceof ApiError) return err.message;
  return MESSAGE.internalError;
}
