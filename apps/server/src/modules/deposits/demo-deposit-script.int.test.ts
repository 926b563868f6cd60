import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeposit } from '../../../../../scripts/demo-deposit';
import { bankStatements } from '../../db/schema';
import { SERVER_ROOT } from '../../lib/app-root';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { memberHeaders, newPhone, registerMember } from '../../../test/factories';
import { CHANNEL_WALLET, FEED_SECRET } from './test-kit';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const keys = { adminKey: ADMIN_KEY, feedSecret: FEED_SECRET };

async function gameWallet(token: string) {
  const res = await t.app.inject({
    url: '/user-profile-composite/v1/profile/balance',
    headers: memberHeaders(token),
  });
  return (res.json().data as { gameWallet: number }).gameWallet;
}

async function statement(ref: string) {
  const [row] = await t.database.db.select().from(bankStatements).where(eq(bankStatements.ref, ref));
  return row;
}

describe('npm run demo:deposit (scripts/demo-deposit.ts)', () => {
  it('credits the member through the signed bank feed, from their own account to a site account', async () => {
    const m = await registerMember(t.app);
    const done = await demoDeposit({ base, phone: m.phoneNumber, amount: 500.25, ...keys });
    expect(done).toMatchObject({ status: 'credited', fromAccount: m.BankAccount, toAccount: '1234567890' });
    expect(await gameWallet(m.token)).toBe(500.25);
    expect(await statement(done.ref)).toMatchObject({
      source: 'feed',
      status: 'credited',
      creditedVia: 'feed',
      amount: 50_025n,
    });
  });

  it("sends a wallet member's transfer to the site's wallet", async () => {
    const m = await registerMember(t.app, {
      BankCode: 'TRUEMONEY',
      BankAccount: `09${String(Date.now()).slice(-8)}`,
    });
    const done = await demoDeposit({ base, phone: m.phoneNumber, amount: 300, ...keys });
    expect(done.toAccount).toBe(CHANNEL_WALLET);
    expect(await gameWallet(m.token)).toBe(300);
  });

  it('is refused by the feed when signed with another secret, and credits nothing', async () => {
    const m = await registerMember(t.app);
    await expect(
      demoDeposit({
        base,
        phone: m.phoneNumber,
        amount: 100,
        adminKey: ADMIN_KEY,
        feedSecret: 'another-secret',
      }),
    ).rejects.toThrow(/bank feed: 401/);
    expect(await gameWallet(m.token)).toBe(0);
  });

  it('says so for a phone no member has, and for an amount the feed would refuse', async () => {
    await expect(demoDeposit({ base, phone: newPhone(), amount: 100, ...keys })).rejects.toThrow(
      /no member with phone \d{10}: sign up first/,
    );
    const m = await registerMember(t.app);
    await expect(demoDeposit({ base, phone: m.phoneNumber, amount: 10.005, ...keys })).rejects.toThrow(
      /amount/,
    );
    expect(await gameWallet(m.token)).toBe(0);
  });

  it('runs as `npm run demo:deposit -- PHONE AMOUNT` with the server URL and keys from the environment', async () => {
    const m = await registerMember(t.app);
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'demo:deposit', '--', m.phoneNumber, '250'],
      {
        cwd: join(SERVER_ROOT, '../..'),
        env: { ...process.env, CHOKDEE_URL: base, ADMIN_API_KEY: ADMIN_KEY, BANK_FEED_SECRET: FEED_SECRET },
      },
    );
    expect(stdout).toContain(`credited 250 baht to ${m.phoneNumber}`);
    expect(await gameWallet(m.token)).toBe(250);
  });
});

describe('the README', () => {
  it("gives the command under 'Try it: fund a member'", () => {
    const root = join(SERVER_ROOT, '../..');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('Try it: fund a member'));
    expect(section).toMatch(/^npm run demo:deposit -- \d{10} \d+/m);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts['demo:deposit']).toBe('node --import tsx scripts/demo-deposit.ts');
  });
});

describe('npm run demo:deposit against a server not in demo mode', () => {
  let real: Server;
  let realBase = '';
  beforeAll(async () => {
    // /readyz of a real site (DEMO_MODE=0): the script stops before any other call.
    real = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/readyz' ? { success: 1, demoMode: false } : { success: 0 }));
    });
    await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
    const address = real.address() as { port: number };
    realBase = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => real.close(() => resolve())));

  it('refuses to fund anyone', async () => {
    await expect(demoDeposit({ base: realBase, phone: '0891234567', amount: 100 })).rejects.toThrow(
      /not in demo mode/,
    );
  });
});
