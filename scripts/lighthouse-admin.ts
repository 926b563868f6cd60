/**
 * Lighthouse accessibility of the back office's queue and member pages (issue 12: ≥ 95), on a phone
 * (Lighthouse's default mobile run) and a laptop (its desktop config), signed in as an owner; prints the
 * table and writes it into the "## Back office accessibility" section of docs/BENCHMARKS.md.
 *
 *   npm run bench:admin-a11y
 *
 * Builds both apps, starts the server on a free port with a temp DATA_DIR, creates an owner and signs in
 * through the API (password, then the TOTP code computed from the enrolment secret), and gives a member a
 * withdrawal that waits for staff, so the queue has a row. Chromium is the system one; nothing is downloaded.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { adminListMembers, createWithdrawal, staffLogin, staffTotp } from '@chokdee/contracts';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { TOTP } from 'otpauth';
import { chromium } from 'playwright-core';
import { DEMO_ADMIN_API_KEY, DEMO_SITE_API_KEY } from '../apps/server/src/env';
import { REPO } from '../bench/lib';
import { demoDeposit } from './demo-deposit';
import { registerDemoMember } from './lib/demo-member';
import { buildWeb, startDemoServer } from './lib/demo-server';
import { chromiumVersion, launchChromium } from './lib/devtools-chromium';

const BENCHMARKS = join(REPO, 'docs/BENCHMARKS.md');
const SECTION = '## Back office accessibility';
const admin = { 'x-admin-key': DEMO_ADMIN_API_KEY, 'content-type': 'application/json' };

async function post(base: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** An owner signed in through the two steps; answers the session cookie's value. */
async function ownerCookie(base: string): Promise<string> {
  const username = `lighthouse${Date.now().toString(36)}`;
  const password = 'lighthouse-owner-pw';
  await post(base, '/admin/v1/staff', { username, password, role: 'owner' }, admin);
  const json = { 'content-type': 'application/json' };
  const first = (await (await post(base, staffLogin.path, { username, password }, json)).json()) as {
    data: { ticket: string; enrol: { secret: string } };
  };
  const code = new TOTP({ secret: first.data.enrol.secret }).generate();
  const signedIn = await post(base, staffTotp.path, { ticket: first.data.ticket, code }, json);
  const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('chokdee_staff='));
  if (!cookie) throw new Error('no staff session cookie');
  return cookie.split(';')[0]!.slice('chokdee_staff='.length);
}

/** A member whose withdrawal waits for staff (above the demo's automatic maximum); answers the member id. */
async function memberWithPendingWithdrawal(base: string): Promise<string> {
  const member = await registerDemoMember(base);
  await demoDeposit({ base, phone: member.phoneNumber, amount: 6_000 });
  await post(
    base,
    createWithdrawal.path,
    { Amount: 5_500, Channel: 'BANK' },
    {
      'x-api-key': DEMO_SITE_API_KEY,
      authorization: `Bearer ${member.token}`,
      'content-type': 'application/json',
    },
  );
  const res = await fetch(`${base}${adminListMembers.path}?q=${member.phoneNumber}`, { headers: admin });
  return ((await res.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id;
}

interface Score {
  accessibility: number;
  failing: string[];
}

async function audit(port: number, url: string, desktop: boolean): Promise<Score> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: ['accessibility'], disableStorageReset: true },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A session that did not hold would score the sign-in page instead.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not signed in`);
  const failing = lhr.categories
    .accessibility!.auditRefs.map((r) => lhr.audits[r.id]!)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => a.id);
  return { accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100), failing };
}

async function writeSection(section: string) {
  const current = existsSync(BENCHMARKS) ? await readFile(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`${SECTION}\n`);
  if (start === -1) return writeFile(BENCHMARKS, `${current.trimEnd()}\n\n${section}\n`);
  const rest = current.slice(start + SECTION.length);
  const end = rest.search(/^## /m);
  await writeFile(
    BENCHMARKS,
    `${current.slice(0, start)}${section}\n${end === -1 ? '' : `\n${rest.slice(end)}`}`,
  );
}

buildWeb();
execFileSync('npm', ['run', 'build', '-w', '@chokdee/admin'], { cwd: REPO, stdio: 'inherit' });
const server = await startDemoServer();
const profile = await mkdtemp(join(os.tmpdir(), 'chokdee-lighthouse-admin-'));
const chrome = await launchChromium(profile);
const rows: string[] = [];
let lowest = 100;
try {
  const memberId = await memberWithPendingWithdrawal(server.base);
  const cookie = await ownerCookie(server.base);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  await browser.contexts()[0]!.addCookies([
    {
      name: 'chokdee_staff',
      value: cookie,
      url: `${server.base}/admin/`,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  await browser.close(); // only disconnects
  const pages = [
    { name: 'Withdrawal queue (one pending row)', path: '/admin/withdrawals' },
    { name: 'Member page', path: `/admin/members/${memberId}` },
  ];
  for (const page of pages) {
    const phone = await audit(chrome.port, `${server.base}${page.path}`, false);
    const laptop = await audit(chrome.port, `${server.base}${page.path}`, true);
    lowest = Math.min(lowest, phone.accessibility, laptop.accessibility);
    const misses = [...new Set([...phone.failing, ...laptop.failing])];
    rows.push(
      `| ${page.name}: \`${page.path.replace(memberId, ':id')}\` | ${phone.accessibility} | ` +
        `${laptop.accessibility} | ${misses.join(', ') || '—'} |`,
    );
    console.log(rows.at(-1));
  }
  const version = await chromiumVersion(chrome.port);
  const section = `${SECTION}

Measured by \`npm run bench:admin-a11y\` (\`scripts/lighthouse-admin.ts\`) on ${new Date().toISOString().slice(0, 10)}:
Node ${process.version}, Chromium ${version}. Lighthouse's accessibility category, signed in as an owner,
against the production build served by the real server: the phone column is Lighthouse's default mobile
run, the laptop column its desktop config. Target (issue 12): ≥ 95.

| Page | Phone | Laptop | Audits not passed |
|---|---:|---:|---|
${rows.join('\n')}
`;
  await writeSection(section);
  console.log(`\nwritten to ${BENCHMARKS}`);
} finally {
  chrome.child.kill();
  await server.stop();
  await rm(profile, { recursive: true, force: true });
}
if (lowest < 95) {
  console.error(`accessibility ${lowest} is below 95`);
  process.exitCode = 1;
}
