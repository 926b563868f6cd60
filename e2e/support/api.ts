import { randomInt } from 'node:crypto';
import type { BodyOf, CallContract, ResponseOf } from '@chokdee/contracts';
import { Secret, TOTP } from 'otpauth';
import { baseUrl } from './context';
import { E2E_SECRETS } from './secrets';

export interface ApiOptions {
  method?: string;
  /** Sent as JSON; a string is sent as it is (e.g. a body signed byte for byte). */
  body?: unknown;
  /** The member's access token (Authorization: Bearer). */
  token?: string;
  /** Added to, or replacing, the site defaults (X-Api-Key, Accept-Language th). */
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  /** The parsed JSON answer (the text when it is not JSON). */
  body: unknown;
}

/** The operator's header, for /admin/v1 calls. */
export const adminHeaders = { 'x-admin-key': E2E_SECRETS.ADMIN_API_KEY };

/** One HTTP call to the e2e server as the member web app makes it: site key, Thai, optional bearer token. */
export async function api(path: string, options: ApiOptions = {}): Promise<ApiAnswer> {
  const { body, token } = options;
  const headers: Record<string, string> = {
    'x-api-key': E2E_SECRETS.SITE_API_KEY,
    'accept-language': 'th',
    ...(token && { authorization: `Bearer ${token}` }),
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...options.headers,
  };
  const res = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: text };
  }
}

export interface CallOptions<C extends CallContract> extends Omit<ApiOptions, 'method' | 'body'> {
  body?: BodyOf<C>;
  query?: Record<string, string>;
}

/**
 * Calls one contract of packages/contracts and answers its response, checked by the contract's schema;
 * anything but a 2xx throws with the status and answer.
 */
export async function call<C extends CallContract>(
  contract: C,
  options: CallOptions<C> = {},
): Promise<ResponseOf<C>> {
  const { query, ...rest } = options;
  const path = query ? `${contract.path}?${new URLSearchParams(query)}` : contract.path;
  const res = await api(path, { ...rest, method: contract.method });
  if (res.status === 202) {
    throw new Error(`${contract.method} ${path} waits for approval (202): use callApproved`);
  }
  if (res.status < 200 || res.status > 299) {
    throw new Error(`${contract.method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return contract.response.parse(res.body) as ResponseOf<C>;
}

/**
 * A paying staff call (issue 23) done as a test's set-up: when it waits for a second person (202), an owner
 * signed in for the purpose approves it. Answers the status of the call itself (200 or 202).
 */
export async function callApproved<C extends CallContract>(contract: C, options: CallOptions<C> = {}) {
  const { query, ...rest } = options;
  const path = query ? `${contract.path}?${new URLSearchParams(query)}` : contract.path;
  const res = await api(path, { ...rest, method: contract.method });
  if (res.status === 202) {
    const { approval } = res.body as { approval: { id: string } };
    const approved = await api(`/admin/v1/approvals/${approval.id}/approve`, {
      method: 'POST',
      body: {},
      headers: await checkerHeaders(),
    });
    if (approved.status !== 200) throw new Error(`approval of ${path}: ${JSON.stringify(approved.body)}`);
  } else if (res.status !== 200) {
    throw new Error(`${contract.method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.status;
}

let checker: Promise<Record<string, string>> | undefined;
/** Headers of an owner's staff session (cookie and CSRF token), made once per test file. */
function checkerHeaders() {
  checker ??= signInOwner();
  return checker;
}

async function signInOwner() {
  const account = {
    username: `checker${randomInt(1_000_000)}`,
    password: 'a-long-staff-password',
    role: 'owner',
  };
  const made = await api('/admin/v1/staff', { body: account, headers: adminHeaders });
  if (made.status !== 200) throw new Error(`create checker: ${JSON.stringify(made.body)}`);
  const login = await api('/admin/v1/auth/login', {
    body: { username: account.username, password: account.password },
  });
  const { ticket, enrol } = (login.body as { data: { ticket: string; enrol: { secret: string } } }).data;
  const code = new TOTP({ secret: Secret.fromBase32(enrol.secret), digits: 6, period: 30 }).generate();
  const res = await fetch(`${baseUrl()}/admin/v1/auth/totp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, code }),
  });
  const cookie = /chokdee_staff=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const { csrfToken } = ((await res.json()) as { data: { csrfToken: string } }).data;
  if (!cookie) throw new Error('checker sign-in set no cookie');
  return { cookie: `chokdee_staff=${cookie}`, 'x-csrf-token': csrfToken };
}
