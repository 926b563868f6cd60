import {
  messageIn,
  TH,
  type AcceptedOf,
  type ApprovalPendingAnswer,
  type BodyOf,
  type CallContract,
  type ResponseOf,
} from '@chokdee/contracts';
import { getLang } from '../i18n/language';

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
  signal?: AbortSignal;
  /** Values of the path's `:name` parts (e.g. `{ id }` for `/admin/v1/staff/:id`). */
  params?: Record<string, string>;
  /** The query string; undefined and empty values are left out. */
  query?: Record<string, string | number | undefined>;
}

type CallArgs<C extends CallContract> = [BodyOf<C>] extends [never]
  ? [body?: undefined, options?: CallOptions]
  : [body: BodyOf<C>, options?: CallOptions];

/** The contract's path with its `:name` parts filled in and the query appended. */
export function urlOf(path: string, { params = {}, query = {} }: Pick<CallOptions, 'params' | 'query'> = {}) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

const TIMEOUT_MS = 20_000;
const STATE_CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The session's CSRF token, from the sign-in or /auth/me answer: kept in memory only (never in storage a
 * script of another page could read); a reload reads it again from /auth/me.
 */
let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => void (csrfToken = token);

let unauthorizedHandler: ((message: string) => void) | undefined;
/** Called with the server's message on every 401 answer (the router sends the person to sign in). */
export function onUnauthorized(handler: (message: string) => void) {
  unauthorizedHandler = handler;
}

let answeredHandler: (() => void) | undefined;
/** Called after every answer the server gave: the idle watch restarts its clock from it. */
export function onAnswered(handler: (() => void) | undefined) {
  answeredHandler = handler;
}

/**
 * The one way the back office talks to the server: same-origin, the staff cookie sent by the browser, the
 * CSRF token on every state change, the answer unwrapped, any failure thrown as an ApiError carrying the
 * server's message. `Accept-Language` follows the chosen language: the server answers `/admin/v1/` calls
 * in English when asked (plugins/message-language.ts).
 */
export async function call<C extends CallContract>(
  contract: C,
  ...[body, options = {}]: CallArgs<C>
): Promise<ResponseOf<C> | AcceptedOf<C>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLang() };
  const writes = STATE_CHANGES.has(contract.method);
  if (writes) headers['Content-Type'] = 'application/json';
  if (writes && csrfToken) headers['X-CSRF-Token'] = csrfToken;

  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(urlOf(contract.path, options), {
      method: contract.method,
      headers,
      credentials: 'same-origin',
      // A JSON content type with an empty body is refused by the server, so body-less writes send {}.
      body: writes ? JSON.stringify(body ?? {}) : undefined,
      signal,
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new ApiError(messageIn(getLang(), TH.connectionFailed), 0);
  }

  const payload = (await response.json().catch(() => null)) as {
    success?: unknown;
    message?: unknown;
  } | null;
  const message =
    typeof payload?.message === 'string' && payload.message
      ? payload.message
      : messageIn(getLang(), TH.internalError);
  answeredHandler?.();
  if (response.status === 401) unauthorizedHandler?.(message);
  if (!response.ok || payload?.success !== 1) throw new ApiError(message, response.status);
  return payload as ResponseOf<C> | AcceptedOf<C>;
}

/**
 * A call whose action waits for a second staff member (202, issue 23): the answer carries the request,
 * not the record; the screens say so and leave their lists as they were.
 */
export function isAwaitingApproval(answer: object): answer is ApprovalPendingAnswer {
  return 'approval' in answer;
}

/**
 * The text to show for any error a call may throw, in the language chosen now: an error shown before a
 * switch reads in the new language at the next render, with no call again (the catalogue's own texts).
 */
export function errorMessage(err: unknown) {
  return messageIn(getLang(), err instanceof ApiError ? err.message : TH.internalError);
}
