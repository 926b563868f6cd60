import { TH } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { members } from '../../db/schema';
import { signInNewStaff } from '../staff/test-kit';
import { adminGet, MEMBERS, newMember } from './test-kit';

/** GET /admin/v1/members: the search of the back office (docs/decisions/078-member-actions.md). */
const t = useTestApp();

const search = async (q: string, headers?: Record<string, string>) => {
  const res = await adminGet(t.app, MEMBERS, { q, pageSize: '200' }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; items: Array<Record<string, unknown> & { id: string }> };
};
const idsOf = async (q: string) => (await search(q)).items.map((m) => m.id);

describe('GET /admin/v1/members?q=', () => {
  it('finds by phone prefix, as before', async () => {
    const m = await newMember(t);
    expect(await idsOf(m.phoneNumber)).toEqual([m.id]);
    expect(await idsOf(m.phoneNumber.slice(0, 9))).toContain(m.id);
  });

  it('finds by bank account in full, with dashes, or by its last 4 or more digits', async () => {
    const m = await newMember(t);
    const account = m.BankAccount;
    expect(await idsOf(account)).toEqual([m.id]);
    expect(await idsOf(`${account.slice(0, 3)}-${account.slice(3)}`)).toEqual([m.id]);
    expect(await idsOf(account.slice(-6))).toContain(m.id);
    expect(await idsOf(account.slice(-4))).toContain(m.id);
    // Three digits are too few for an account: a phone prefix only (no phone starts with 1).
    expect(await idsOf(account.slice(-3))).not.toContain(m.id);
  });

  it('finds by part of the first or last name, by the full name, in any case', async () => {
    const m = await newMember(t);
    const [first, last] = [`Somchai${m.phoneNumber.slice(-6)}`, `Jaidee${m.phoneNumber.slice(-6)}`];
    await t.database.db.update(members).set({ firstName: first, lastName: last }).where(eq(members.id, m.id));
    expect(await idsOf(first.toLowerCase())).toEqual([m.id]);
    expect(await idsOf(last.slice(2).toUpperCase())).toEqual([m.id]);
    expect(await idsOf(`${first} ${last}`)).toEqual([m.id]);
    // LIKE wildcards typed by staff are letters: '%' matches no one's name.
    expect(await idsOf('%')).toEqual([]);
  });

  it('finds by game username and by referral key in full, in any case', async () => {
    const m = await newMember(t);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, m.id));
    expect(await idsOf(row!.gameUsername)).toEqual([m.id]);
    expect(await idsOf(row!.gameUsername.toUpperCase())).toEqual([m.id]);
    expect(await idsOf(row!.affiliateKey)).toEqual([m.id]);
    expect(await idsOf(row!.affiliateKey.slice(0, 5) + 'zz')).toEqual([]);
  });

  it('answers 400 in Thai for an unknown field, a control character or a search over 100 characters', async () => {
    expectFailure(await adminGet(t.app, MEMBERS, { q: '08', sort: 'phone' }), 400, TH.unknownField);
    expectFailure(await adminGet(t.app, MEMBERS, { q: 'a\u0001b' }), 400, TH.controlCharacters);
    expectFailure(await adminGet(t.app, MEMBERS, { q: 'x'.repeat(101) }), 400, TH.memberSearchTooLong);
  });

  it('shows the account in full to the operator key, owner and finance, its last 4 digits to support', async () => {
    const m = await newMember(t);
    const last4 = m.BankAccount.slice(-4);
    const masked = `${'*'.repeat(m.BankAccount.length - 4)}${last4}`;
    const accountFor = async (headers?: Record<string, string>) =>
      (await search(m.phoneNumber, headers)).items[0]!.bankAccount;
    expect(await accountFor()).toBe(m.BankAccount);
    expect(await accountFor((await signInNewStaff(t.app, 'owner')).headers)).toBe(m.BankAccount);
    expect(await accountFor((await signInNewStaff(t.app, 'finance')).headers)).toBe(m.BankAccount);
    const support = (await signInNewStaff(t.app, 'support')).headers;
    expect(await accountFor(support)).toBe(masked);
    // Support still finds the member by the full number they were told.
    expect((await search(m.BankAccount, support)).items.map((i) => i.id)).toEqual([m.id]);
  });

  it('refuses marketing (no members.read) with 403', async () => {
    const marketing = await signInNewStaff(t.app, 'marketing');
    expectFailure(await adminGet(t.app, MEMBERS, {}, marketing.headers), 403, TH.staffNotPermitted);
  });
});
