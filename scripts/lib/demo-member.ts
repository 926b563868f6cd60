import { checkBank, login, postBankStatements, signup } from '@chokdee/contracts';
import { signFeedBody } from '../../apps/server/src/modules/deposits/feed-signature';
import { DEMO_BANK_FEED_SECRET, DEMO_SITE_API_KEY } from '../../apps/server/src/env';

const SITE = { 'x-api-key': DEMO_SITE_API_KEY, 'accept-language': 'th' };
/** The demo seed's KBANK receiving account (apps/server/src/seed/demo-content.ts). */
const DEMO_CHANNEL_ACCOUNT = '1234567890';

export interface DemoMember {
  phoneNumber: string;
  Password: string;
  BankCode: string;
  BankAccount: string;
  token: string;
}

async function call(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...SITE, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; authToken?: string; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json;
}

/** Registers a member through the API (bank check, then signup) and logs in. */
export async function registerDemoMember(
  base: string,
  member: Omit<DemoMember, 'token'> = {
    phoneNumber: '0891234567',
    Password: 'demo1234',
    BankCode: '004',
    BankAccount: '4567890123',
  },
): Promise<DemoMember> {
  const { phoneNumber, Password, BankCode, BankAccount } = member;
  const bank = await call(base, checkBank.path, { BankCode, BankAccount });
  const tokenBank = (bank.data as { token: string }).token;
  await call(
    base,
    signup.path,
    { phoneNumber, Password, Confirm_Password: Password, BankCode, BankAccount },
    { tokenBank },
  );
  const session = await call(base, login.path, { phoneNumber, Password });
  return { ...member, token: session.authToken! };
}

/** A transfer from the member's own account as the signed bank feed reports it: credited at once. */
export async function depositViaFeed(base: string, member: DemoMember, amount: number) {
  const payload = JSON.stringify({
    transactions: [
      {
        ref: `DEMO${Date.now()}`,
        toAccount: DEMO_CHANNEL_ACCOUNT,
        amount,
        time: new Date().toISOString(),
        fromBankCode: member.BankCode,
        fromAccount: member.BankAccount,
        fromName: 'สมาชิก ทดลอง',
      },
    ],
  });
  const res = await fetch(`${base}${postBankStatements.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': signFeedBody(payload, DEMO_BANK_FEED_SECRET),
    },
    body: payload,
  });
  const json = (await res.json()) as { data?: { results: { status: string }[] }; message?: string };
  const status = json.data?.results[0]?.status;
  if (status !== 'credited') throw new Error(`bank feed: ${res.status} ${status ?? json.message}`);
}
