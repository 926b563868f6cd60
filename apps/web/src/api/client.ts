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
  /** The query string of a GET; fields left undefined are not sent. */
  query?: Record<string, string | number | undefined>;
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

/** The URL of a call, with its query string. */
function urlOf(contract: CallContract, query: CallOptions['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${runtimeConfig.apiBase}${contract.path}${search ? `?${search}` : ''}`;
}

/** Sends a call with the headers of SPEC §7 and the member's token; no connection throws the SPEC's message. */
async function send(contract: CallContract, body: unknown, options: CallOptions, accept: string) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: accept,
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

  try {
    return await fetch(urlOf(contract, options.query), {
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
}

/** A refusal's JSON: the handlers of 401, 503 and a temporary password run, then its message is thrown. */
function refused(response: Response, payload: { message?: unknown } | null): never {
  throw new ApiError(
    typeof payload?.message === 'string' && payload.message ? payload.message : MESSAGE.internalError,
    response.status,
  );
}

function notify(response: Response, payload: { message?: unknown } | null) {
  if (response.status === 401) unauthorizedHandler?.();
  if (response.status === 503) unavailableHandler?.();
  if (response.status === 403 && payload?.message === MESSAGE.passwordChangeFirst) passwordChangeHandler?.();
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
  const response = await send(contract, body, options, 'application/json');
  const payload = (await response.json().catch(() => null)) as {
    success?: unknown;
    message?: unknown;
  } | null;
  notify(response, payload);
  const success = payload?.success === 1 || (options.successIsZero === true && payload?.success === 0);
  if (!response.ok || !success) refused(response, payload);
  return payload as ResponseOf<C>;
}

/** A file the API answers (a statement): fetched with the token in its header, never in the URL. */
export async function callFile(contract: CallContract, options: CallOptions = {}): Promise<Blob> {
  const response = await send(contract, undefined, options, '*/*');
  if (response.ok) return response.blob();
  const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
  notify(response, payload);
  return refused(response, payload);
}

/** The Thai text to show for any error a call or a form may throw. */
export function errorMessage(err: unknown) {
  if (err instanceof ApiError) return err.message;
  return MESSAGE.internalError;
}
