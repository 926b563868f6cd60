import { randomInt } from 'node:crypto';
import { findBank, ITEM_CODE_BONUS_ID, WALLET_BANK, type SiteConfig } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { members, sessions } from '../src/db/schema';
import type { Database } from '../src/db/types';
import { hashToken } from '../src/lib/tokens';
import { DEMO_CONFIG } from '../src/seed/demo-content';
import { approvedIfPending } from '../src/modules/approvals/test-kit';
import { ADMIN_KEY, SITE_KEY } from './test-app';

// Each test file has a database of its own; a counter from a random start keeps values unique in it.
let seq = randomInt(10_000_000);
function unique(width: number): string {
  seq += 1;
  return String(seq % 10 ** width).padStart(width, '0');
}

export const newPhone = () => `08${unique(8)}`;
/** A fresh account of the length its bank uses (a wallet's is a mobile number). */
export const newAccount = (bankCode = '004') =>
  bankCode === WALLET_BANK.code ? newPhone() : `1${unique((findBank(bankCode)?.accountLength ?? 10) - 1)}`;

export const siteHeaders = { 'x-api-key': SITE_KEY, 'accept-language': 'th' };
export const memberHeaders = (token: string) => ({ ...siteHeaders, authorization: `Bearer ${token}` });

export const AUTH = '/auth-service/v1';
export const THAI = /[\u0E00-\u0E7F]/;

export interface CallOptions {
  headers?: Record<string, string>;
  /** The caller's address, for per-IP limits (default 127.0.0.1). */
  remoteAddress?: string;
}

export function post(app: FastifyInstance, url: string, payload: object | string, opts: CallOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: opts.headers ?? siteHeaders,
    ...(opts.remoteAddress && { remoteAddress: opts.remoteAddress }),
  });
}

export const postCheckPhone = (app: FastifyInstance, phoneNumber: unknown, opts?: CallOptions) =>
  post(app, `${AUTH}/checkPhone`, { phoneNumber }, opts);

export const postCheckBank = (
  app: FastifyInstance,
  BankAccount: unknown,
  BankCode: unknown = '004',
  opts?: CallOptions,
) => post(app, `${AUTH}/checkBank`, { BankAccount, BankCode }, opts);

/** A verified bank lookup (registration step 2): the names and the token signup spends. */
export async function bankToken(
  app: FastifyInstance,
  BankAccount: string,
  BankCode = '004',
  opts?: CallOptions,
) {
  const res = await postCheckBank(app, BankAccount, BankCode, opts);
  if (res.statusCode !== 200) throw new Error(`checkBank failed: ${res.body}`);
  return res.json().data as { firstName: string; lastName: string; token: string };
}

/** A complete, valid signup payload for a fresh phone and account; `over` replaces or adds fields. */
export function signupPayload(over: Record<string, unknown> = {}) {
  return {
    phoneNumber: newPhone(),
    Password: 'secret12',
    Confirm_Password: 'secret12',
    BankAccount: newAccount(),
    BankCode: '004',
    ...over,
  };
}

/** POST signup with `tokenBank` as the header the web app sends (none when undefined). */
export const postSignup = (
  app: FastifyInstance,
  payload: object,
  tokenBank?: string,
  opts: CallOptions = {},
) =>
  post(app, `${AUTH}/signup`, payload, {
    ...opts,
    headers: tokenBank === undefined ? siteHeaders : { ...siteHeaders, tokenBank },
  });

export const postLogin = (
  app: FastifyInstance,
  phoneNumber: unknown,
  Password: unknown,
  opts?: CallOptions,
) => post(app, `${AUTH}/login`, { phoneNumber, Password }, opts);

export const getRefresh = (
  app: FastifyInstance,
  token: string,
  headers: Record<string, string> = memberHeaders(token),
) => app.inject({ method: 'GET', url: `${AUTH}/refresh`, headers });

export const postLogout = (app: FastifyInstance, token: string) =>
  post(app, `${AUTH}/logout`, {}, { headers: memberHeaders(token) });

/** Every failure: the status, `success: 0` and a Thai message (this one when given). */
export function expectFailure(res: LightMyRequestResponse, status: number, message?: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: { success: 0, message: message ?? expect.stringMatching(THAI) },
  });
}

export interface MemberInput {
  phoneNumber?: string;
  BankAccount?: string;
  BankCode?: string;
  Password?: string;
  affiliateKey?: string;
  isBonus?: boolean;
  /** Registers (and logs in) from this address, away from the per-IP counters of 127.0.0.1. */
  remoteAddress?: string;
}

/** Registers a member through the real three steps and logs in; answers its details and a token. */
export async function registerMember(app: FastifyInstance, input: MemberInput = {}) {
  const phoneNumber = input.phoneNumber ?? newPhone();
  const BankAccount = input.BankAccount ?? newAccount(input.BankCode);
  const BankCode = input.BankCode ?? '004';
  const Password = input.Password ?? 'secret12';
  const from = { remoteAddress: input.remoteAddress };
  const looked = await bankToken(app, BankAccount, BankCode, from);
  const tokenBank = looked.token;
  // A site without a name lookup (DEMO_MODE=0) takes the names from the form.
  const typed = !looked.firstName;
  const firstName = typed ? 'ทดสอบ' : looked.firstName;
  const lastName = typed ? 'ระบบ' : looked.lastName;
  const signup = await postSignup(
    app,
    {
      phoneNumber,
      Password,
      Confirm_Password: Password,
      BankAccount,
      BankCode,
      ...(input.affiliateKey && { affiliateKey: input.affiliateKey }),
      ...(input.isBonus !== undefined && { isBonus: input.isBonus }),
      ...(typed && { firstName, lastName }),
    },
    tokenBank,
    from,
  );
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const token = await loginMember(app, phoneNumber, Password, from);
  return { phoneNumber, Password, BankAccount, BankCode, firstName, lastName, token };
}
export type RegisteredMember = Awaited<ReturnType<typeof registerMember>>;

export async function loginMember(
  app: FastifyInstance,
  phoneNumber: string,
  Password: string,
  opts?: CallOptions,
) {
  const res = await postLogin(app, phoneNumber, Password, opts);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().authToken as string;
}

/** Asserts user info has exactly the fields of SPEC §3, with this member's values and a new member's zeros. */
export function expectUserInfo(
  data: unknown,
  m: Pick<RegisteredMember, 'phoneNumber' | 'BankAccount' | 'BankCode' | 'firstName' | 'lastName'>,
  isBonus = false,
) {
  expect(data).toEqual({
    PhoneNumber: m.phoneNumber,
    BankAccount: m.BankAccount,
    BankCode: m.BankCode,
    regisdate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    ItemCode: ITEM_CODE_BONUS_ID,
    totalDeposit: 0,
    totalWithdraw: 0,
    affiliateKey: expect.stringMatching(/^[a-z0-9]{10}$/),
    GameInfo: {
      username: expect.stringMatching(/^ck[a-z0-9]{10}$/),
      password: '',
      Partner: DEMO_CONFIG.Partner,
    },
    userRank: { userRank: 'silver', userExp: 0 },
    internalWallet: {
      mainWallet: 0,
      gameWallet: 0,
      affiliateWallet: 0,
      cashbackWallet: 0,
      residualWallet: 0,
      prizeWallet: 0,
      spinWallet: 0,
    },
    userName: { firstName: m.firstName, lastName: m.lastName, fullName: `${m.firstName} ${m.lastName}` },
    BonusInfo: {
      bonusId: null,
      isBonus,
      TurnoverType: 0,
      needTurnover: 0,
      nowTurnover: 0,
      maxWithdrawType: 0,
      maxWithdrawAmount: 0,
      reviceDate: null,
      DepositAmount: 0,
    },
  });
}

/** The stored member row (to check what the API cannot show: hashes, wallet ids). */
export async function memberRow(database: Database, phoneNumber: string) {
  const [row] = await database.db.select().from(members).where(eq(members.phoneNumber, phoneNumber));
  return row;
}

/** Changes the stored session behind a token (to expire it without waiting). */
export async function updateSession(
  database: Database,
  token: string,
  values: Partial<typeof sessions.$inferInsert>,
) {
  await database.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Changes the site config through the operator API (which also drops the config cache); a raised money
 * setting is approved by a second person, an owner of the app (issue 23).
 */
export async function updateSiteConfig(app: FastifyInstance, change: (current: SiteConfig) => SiteConfig) {
  const headers = { 'x-admin-key': ADMIN_KEY };
  const current = (await app.inject({ method: 'GET', url: '/admin/v1/config', headers })).json();
  const res = await app.inject({
    method: 'PUT',
    url: '/admin/v1/config',
    headers,
    payload: change(current.data),
  });
  expect((await approvedIfPending(app, res)).statusCode).toBe(200);
}
