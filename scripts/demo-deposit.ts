/**
 * `npm run demo:deposit -- PHONE AMOUNT`: credits AMOUNT baht to the member with that phone number, the way
 * a real deposit arrives: a transfer from the member's bound bank account to one of the site's receiving
 * accounts, reported by the bank feed (POST /fund-composite/v1/bank-statements) and signed with the feed
 * secret (`X-Signature`: hex HMAC-SHA256 of the raw body). Only against a server in demo mode (/readyz).
 *
 * Environment: CHOKDEE_URL (default http://localhost:$PORT, PORT 3000), ADMIN_API_KEY and BANK_FEED_SECRET
 * (the demo values when unset, as for the server).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  adminListDepositChannels,
  adminListMembers,
  hasAtMost2Decimals,
  postBankStatements,
  type FeedOutcome,
} from '@chokdee/contracts';
import { DEMO_ADMIN_API_KEY, DEMO_BANK_FEED_SECRET } from '../apps/server/src/env';
import { signFeedBody } from '../apps/server/src/modules/deposits/feed-signature';

export interface DemoDepositOptions {
  /** The server, e.g. http://localhost:3000. */
  base: string;
  phone: string;
  /** Baht, more than 0, at most 2 decimals. */
  amount: number;
  adminKey?: string;
  feedSecret?: string;
}

export interface DemoDepositResult {
  ref: string;
  status: FeedOutcome;
  fromBankCode: string;
  fromAccount: string;
  toAccount: string;
}

interface Member {
  phoneNumber: string;
  bankCode: string;
  bankAccount: string;
  fullName: string;
}
interface Channel {
  channel: 'BANK' | 'WALLET' | 'PROMPTPAY';
  bankAccount: string | null;
  phoneNumber: string | null;
  active: boolean;
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { data?: T; message?: string } & T;
  if (!res.ok) throw new Error(`${new URL(url).pathname}: ${res.status} ${body.message ?? ''}`.trim());
  return body;
}

/** The first active receiving account the member's transfer can reach: the wallet for a wallet member. */
function receivingAccount(channels: Channel[], member: Member): string | undefined {
  const active = channels.filter((c) => c.active);
  const kind = member.bankCode === 'TRUEMONEY' ? 'WALLET' : 'BANK';
  const channel = active.find((c) => c.channel === kind) ?? active[0];
  return channel ? (channel.bankAccount ?? channel.phoneNumber ?? undefined) : undefined;
}

/** Sends the signed bank-feed report of a transfer from the member's own account; throws unless credited. */
export async function demoDeposit(options: DemoDepositOptions): Promise<DemoDepositResult> {
  const base = options.base.replace(/\/+$/, '');
  const phone = options.phone.replace(/[\s-]/g, '');
  const { amount } = options;
  if (!/^\d{10}$/.test(phone)) throw new Error(`phone number: 10 digits, got "${options.phone}"`);
  if (!(amount > 0) || !hasAtMost2Decimals(amount)) {
    throw new Error(`amount: baht above 0 with at most 2 decimals, got "${options.amount}"`);
  }

  const ready = await getJson<{ demoMode?: boolean }>(`${base}/readyz`);
  if (ready.demoMode !== true) {
    throw new Error(`${base} is not in demo mode (DEMO_MODE=1): demo:deposit funds demo members only`);
  }

  const admin = { 'x-admin-key': options.adminKey ?? DEMO_ADMIN_API_KEY };
  const members = await getJson<{ data: { items: Member[] } }>(
    `${base}${adminListMembers.path}?q=${phone}&pageSize=200`,
    admin,
  );
  const member = members.data.items.find((m) => m.phoneNumber === phone);
  if (!member) throw new Error(`no member with phone ${phone}: sign up first at ${base}/user/`);

  const channels = await getJson<{ data: Channel[] }>(`${base}${adminListDepositChannels.path}`, admin);
  const toAccount = receivingAccount(channels.data, member);
  if (!toAccount) throw new Error('the site has no active receiving account (deposit channel)');

  const ref = `DEMO-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const payload = JSON.stringify({
    transactions: [
      {
        ref,
        toAccount,
        amount,
        time: new Date().toISOString(),
        fromBankCode: member.bankCode,
        fromAccount: member.bankAccount,
        fromName: member.fullName || null,
      },
    ],
  });
  const res = await fetch(`${base}${postBankStatements.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': signFeedBody(payload, options.feedSecret ?? DEMO_BANK_FEED_SECRET),
    },
    body: payload,
  });
  const body = (await res.json()) as {
    data?: { results: { status: FeedOutcome; reason?: string }[] };
    message?: string;
  };
  const result = body.data?.results[0];
  if (!res.ok || !result) throw new Error(`bank feed: ${res.status} ${body.message ?? ''}`.trim());
  if (result.status !== 'credited') {
    throw new Error(`bank feed: ${result.status}${result.reason ? ` (${result.reason})` : ''}, not credited`);
  }
  return {
    ref,
    status: result.status,
    fromBankCode: member.bankCode,
    fromAccount: member.bankAccount,
    toAccount,
  };
}

const unset = (value: string | undefined) => (value ? value : undefined);

async function cli(args: string[]) {
  const [phone, amountText, ...rest] = args;
  if (!phone || !amountText || rest.length || !/^\d+(\.\d{1,2})?$/.test(amountText)) {
    console.error(
      'usage: npm run demo:deposit -- PHONE AMOUNT   (e.g. npm run demo:deposit -- 0891234567 500)',
    );
    process.exit(2);
  }
  const base = unset(process.env.CHOKDEE_URL) ?? `http://localhost:${unset(process.env.PORT) ?? '3000'}`;
  try {
    const done = await demoDeposit({
      base,
      phone,
      amount: Number(amountText),
      adminKey: unset(process.env.ADMIN_API_KEY),
      feedSecret: unset(process.env.BANK_FEED_SECRET),
    });
    console.log(
      `credited ${amountText} baht to ${phone}: transfer from ${done.fromBankCode} ${done.fromAccount} ` +
        `to ${done.toAccount}, bank-feed ref ${done.ref}`,
    );
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    const hint = cause === 'ECONNREFUSED' ? ` (is the server running? npm start, or set CHOKDEE_URL)` : '';
    console.error(`demo:deposit: ${(err as Error).message}${hint}`);
    process.exit(1);
  }
}

// Run as a command, not when a test imports demoDeposit.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await cli(process.argv.slice(2));
}
