import type { StaffRole } from '@chokdee/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { ADMIN_ITEMCODES, adminHeaders, member, redeem } from '../itemcodes/test-kit';
import { approve } from '../approvals/test-kit';
import { signInNewStaff, type SignedInStaff } from '../staff/test-kit';

/**
 * Promotion claims and item codes are marketing's screens, but the members in them are not marketing's to
 * read (`members.read`): their phones come masked (089-xxx-4567) and the signup address cut to its network
 * (203.0.x.x); owner, finance and support, who may read members, see them in full (docs/ABUSE.md 16.12).
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000', LOGIN_IP_LIMIT_PER_MIN: '1000' } });
const ROLES = ['owner', 'finance', 'support', 'marketing'] as const;
const staff: Partial<Record<StaffRole, SignedInStaff>> = {};
const maskedPhone = (phone: string) => `${phone.slice(0, 3)}-xxx-${phone.slice(6)}`;

let promotionId: string;
let claimer: { phoneNumber: string };
let batchId: string;
let redeemer: { phoneNumber: string };

beforeAll(async () => {
  for (const role of ROLES) staff[role] = await signInNewStaff(t.app, role);

  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/v1/promotions',
    headers: { 'x-admin-key': ADMIN_KEY },
    payload: {
      title: 'ฝากแรก รับ 95%',
      imageUrl: '/promotions/holiday.svg',
      minimumDeposit: 1,
      bonusPercent: 95,
      turnoverAmount: 2,
      depositType: 1,
      maxBonus: 0,
      maxBonusType: 0,
      maxWithdrawAmount: 0,
      maxWithdrawType: 0,
      claimRule: 'oncePerMember',
      startsAt: null,
      endsAt: null,
      maxClaimsPerMember: null,
      active: true,
      sortOrder: 0,
    },
  });
  // A new promotion waits for a second person (issue 23): an owner approves it.
  const approved = await approve(t.app, created.json().approval.id, staff.owner!.headers);
  promotionId = (approved.json().data.result as string).slice('promotion:'.length);
  const m = await registerMember(t.app, { isBonus: true, remoteAddress: '203.0.113.77' });
  expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 1000 })])).toEqual([
    'credited',
  ]);
  claimer = m;

  const batch = await t.app.inject({
    method: 'POST',
    url: `${ADMIN_ITEMCODES}/batches`,
    headers: adminHeaders,
    payload: { count: 2, amount: 10, note: 'ทดสอบ' },
  });
  expect(batch.statusCode, batch.body).toBe(200);
  batchId = batch.json().data.id;
  const listed = await t.app.inject({ url: `${ADMIN_ITEMCODES}?batch=${batchId}`, headers: adminHeaders });
  const code = listed.json().data.items[0].code as string;
  const r = await member(t);
  expect((await redeem(t.app, r.token, code)).statusCode).toBe(200);
  redeemer = r;
});

const get = (role: StaffRole, url: string) => t.app.inject({ url, headers: staff[role]!.headers });

describe("members' phones and addresses on marketing's screens", () => {
  it.each(ROLES)('promotion claims as %s', async (role) => {
    const res = await get(role, `/admin/v1/promotions/${promotionId}/claims`);
    expect(res.statusCode, res.body).toBe(200);
    const full = role !== 'marketing';
    expect(res.json().data.items).toEqual([
      expect.objectContaining({
        phoneNumber: full ? claimer.phoneNumber : maskedPhone(claimer.phoneNumber),
        signupIp: full ? '203.0.113.77' : '203.0.x.x',
      }),
    ]);
  });

  it.each(ROLES)('item codes as %s', async (role) => {
    const res = await get(role, `${ADMIN_ITEMCODES}?batch=${batchId}`);
    expect(res.statusCode, res.body).toBe(200);
    const phones = (res.json().data.items as { redeemedBy: { phoneNumber: string } | null }[])
      .map((c) => c.redeemedBy?.phoneNumber)
      .filter(Boolean);
    const full = role !== 'marketing';
    expect(phones).toEqual([full ? redeemer.phoneNumber : maskedPhone(redeemer.phoneNumber)]);
  });

  it.each(['owner', 'marketing'] as const)("the item codes' CSV as %s", async (role) => {
    const csv = await get(role, `${ADMIN_ITEMCODES}?batch=${batchId}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const shown = role === 'owner' ? redeemer.phoneNumber : maskedPhone(redeemer.phoneNumber);
    expect(csv.body).toContain(`,${shown},`);
    if (role === 'marketing') expect(csv.body).not.toContain(redeemer.phoneNumber);
  });
});
