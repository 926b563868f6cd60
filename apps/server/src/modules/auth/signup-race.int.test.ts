import { TH } from '@chokdee/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { bankToken, newAccount, newPhone, postSignup, signupPayload } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const PARALLEL = 10;

interface Attempt {
  phoneNumber: string;
  BankAccount: string;
  token: string;
}

/** Gets every attempt its own valid bank token first, then fires all the signups at once. */
async function raceSignups(attempts: Array<Omit<Attempt, 'token'> & { token?: string }>) {
  const ready = await Promise.all(
    attempts.map(async (a) => ({ ...a, token: a.token ?? (await bankToken(t.app, a.BankAccount)).token })),
  );
  const replies = await Promise.all(
    ready.map((a) =>
      postSignup(t.app, signupPayload({ phoneNumber: a.phoneNumber, BankAccount: a.BankAccount }), a.token),
    ),
  );
  return replies.map((r) => ({ status: r.statusCode, message: r.json().message as string }));
}

const tally = (results: Array<{ status: number }>) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

async function membersWhere(column: 'phoneNumber' | 'bankAccount', value: string) {
  const [row] = await t.database.db.select({ n: count() }).from(members).where(eq(members[column], value));
  return row?.n;
}

describe('concurrent signups stay unique', () => {
  it(`${PARALLEL} signups with one phone and different accounts: one member, the rest 409`, async () => {
    const phoneNumber = newPhone();
    const results = await raceSignups(
      Array.from({ length: PARALLEL }, () => ({ phoneNumber, BankAccount: newAccount() })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    for (const r of results.filter((x) => x.status === 409)) expect(r.message).toBe(TH.phoneTaken);
    expect(await membersWhere('phoneNumber', phoneNumber)).toBe(1);
  });

  it(`${PARALLEL} signups with one account and different phones: one member, the rest 409`, async () => {
    const BankAccount = newAccount();
    const results = await raceSignups(
      Array.from({ length: PARALLEL }, () => ({ phoneNumber: newPhone(), BankAccount })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    for (const r of results.filter((x) => x.status === 409)) expect(r.message).toBe(TH.bankAccountTaken);
    expect(await membersWhere('bankAccount', BankAccount)).toBe(1);
  });

  it(`one bank token spent by ${PARALLEL} signups at once: one member, the rest refused`, async () => {
    const BankAccount = newAccount();
    const { token } = await bankToken(t.app, BankAccount);
    const results = await raceSignups(
      Array.from({ length: PARALLEL }, () => ({ phoneNumber: newPhone(), BankAccount, token })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(r.status);
      expect([TH.bankTokenInvalid, TH.bankAccountTaken]).toContain(r.message);
    }
    expect(await membersWhere('bankAccount', BankAccount)).toBe(1);
  });
});
