import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { depositChannels } from '../../db/schema';
import { feedOutcomes, feedTx } from './test-kit';

const t = useTestApp();
const INFO = '/user-profile-composite/v1/info/deposit';
const ADMIN = '/admin/v1/deposit-channels';
const admin = { 'x-admin-key': ADMIN_KEY };

const create = (payload: object) => t.app.inject({ method: 'POST', url: ADMIN, headers: admin, payload });
const update = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${ADMIN}/${id}`, headers: admin, payload });

describe('GET /user-profile-composite/v1/info/deposit', () => {
  it('lists the active channels with SPEC §3 fields; the wallet gets its code and phone as account', async () => {
    const m = await registerMember(t.app);
    const res = await t.app.inject({ url: INFO, headers: memberHeaders(m.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slice(0, 3)).toEqual([
      {
        BankCode: '004',
        BankAccount: '1234567890',
        fullName: 'บจก. โชคดี เดโม',
        Channel: 'BANK',
        BankName: 'ธนาคารกสิกรไทย',
      },
      {
        BankCode: '014',
        BankAccount: '9876543210',
        fullName: 'บจก. โชคดี เดโม',
        Channel: 'BANK',
        BankName: 'ธนาคารไทยพาณิชย์',
      },
      {
        BankCode: 'TRUEMONEY',
        BankAccount: '0812345678',
        fullName: 'โชคดี วอลเล็ท',
        phoneNumber: '0812345678',
        Channel: 'WALLET',
        BankName: 'ทรูมันนี่ วอลเล็ท',
      },
    ]);
  });

  it('needs a logged-in member', async () => {
    expectFailure(await t.app.inject({ url: INFO, headers: siteHeaders }), 401, TH.unauthorized);
  });
});

describe('operator channels', () => {
  it('creates, lists and updates channels; an inactive one leaves the member list', async () => {
    const created = await create({
      channel: 'BANK',
      bankCode: '006',
      bankAccount: '555-1-23456-7',
      fullName: 'โชคดี กรุงไทย',
    });
    expect(created.statusCode).toBe(200);
    const channel = created.json().data;
    expect(created.json().message).toBe(TH.depositChannelSaved);
    expect(channel).toEqual({
      id: expect.any(String),
      channel: 'BANK',
      bankCode: '006',
      bankAccount: '5551234567',
      fullName: 'โชคดี กรุงไทย',
      phoneNumber: null,
      active: true,
      sortOrder: 0,
      minAmount: null,
      maxAmount: null,
      hiddenFromNew: false,
      createdAt: expect.any(String),
    });

    const m = await registerMember(t.app);
    const memberList = async () =>
      (
        (await t.app.inject({ url: INFO, headers: memberHeaders(m.token) })).json().data as Array<{
          BankAccount: string;
        }>
      ).map((c) => c.BankAccount);
    expect(await memberList()).toContain('5551234567');

    const listed = await t.app.inject({ url: ADMIN, headers: admin });
    expect(listed.json().data.map((c: { id: string }) => c.id)).toContain(channel.id);

    const off = await update(channel.id, {
      channel: 'BANK',
      bankCode: '006',
      bankAccount: '5551234567',
      fullName: 'ปิดแล้ว',
      active: false,
      sortOrder: 9,
    });
    expect(off.json().data).toMatchObject({ active: false, sortOrder: 9, fullName: 'ปิดแล้ว' });
    expect(await memberList()).not.toContain('5551234567');
  });

  it('credits feed transfers to a new channel, and still to a deactivated one', async () => {
    const ch = (
      await create({ channel: 'PROMPTPAY', bankAccount: '1234567890123', fullName: 'พร้อมเพย์ โชคดี' })
    ).json().data;
    expect(ch).toMatchObject({ channel: 'PROMPTPAY', bankCode: 'PROMPTPAY', bankAccount: '1234567890123' });
    const m = await registerMember(t.app);
    expect(
      await feedOutcomes(t.app, [feedTx({ toAccount: '1234567890123', fromAccount: m.BankAccount })]),
    ).toEqual(['credited']);
    await update(ch.id, {
      channel: 'PROMPTPAY',
      bankAccount: '1234567890123',
      fullName: 'พร้อมเพย์ โชคดี',
      active: false,
    });
    expect(
      await feedOutcomes(t.app, [feedTx({ toAccount: '1234567890123', fromAccount: m.BankAccount })]),
    ).toEqual(['credited']);
  });

  it('finds a channel another process added while this one holds its list, and refuses no longer', async () => {
    const m = await registerMember(t.app);
    // This process now holds the channel list (it is kept a few seconds).
    expect(await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount })])).toEqual(['credited']);
    // Added behind this process's back, as another server process would.
    await t.database.db.insert(depositChannels).values({
      channel: 'BANK',
      bankCode: '014',
      bankAccount: '4445556667',
      fullName: 'อีกเครื่อง',
      active: true,
      sortOrder: 20,
    });
    expect(
      await feedOutcomes(t.app, [feedTx({ toAccount: '4445556667', fromAccount: m.BankAccount })]),
    ).toEqual(['credited']);
  });

  it('stores a wallet without a bank code', async () => {
    const res = await create({ channel: 'WALLET', phoneNumber: '0899999999', fullName: 'วอลเล็ท 2' });
    expect(res.json().data).toMatchObject({
      channel: 'WALLET',
      bankCode: null,
      bankAccount: null,
      phoneNumber: '0899999999',
    });
  });

  it.each([
    ['an unknown bank code', { channel: 'BANK', bankCode: '999', bankAccount: '1112223334', fullName: 'x' }],
    ['an 11-digit account', { channel: 'BANK', bankCode: '004', bankAccount: '11122233344', fullName: 'x' }],
    ['no name', { channel: 'BANK', bankCode: '004', bankAccount: '1112223334', fullName: ' ' }],
    ['a wallet without phone', { channel: 'WALLET', fullName: 'x' }],
    [
      'a bank field on a wallet',
      { channel: 'WALLET', phoneNumber: '0899999998', bankCode: '004', fullName: 'x' },
    ],
    ['an unknown channel kind', { channel: 'CASH', fullName: 'x' }],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(0);
  });

  it('refuses an account another channel already receives on (409)', async () => {
    expectFailure(
      await create({ channel: 'BANK', bankCode: '002', bankAccount: '1234567890', fullName: 'ซ้ำ' }),
      409,
      TH.depositChannelTaken,
    );
    const other = (
      await create({ channel: 'BANK', bankCode: '002', bankAccount: '7778889990', fullName: 'อื่น' })
    ).json().data;
    expectFailure(
      await update(other.id, { channel: 'WALLET', phoneNumber: '0812345678', fullName: 'ซ้ำ' }),
      409,
      TH.depositChannelTaken,
    );
    // Keeping its own account is not a clash.
    expect(
      (
        await update(other.id, {
          channel: 'BANK',
          bankCode: '002',
          bankAccount: '7778889990',
          fullName: 'ใหม่',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown or malformed id, and 403 without the admin key', async () => {
    const body = { channel: 'BANK', bankCode: '002', bankAccount: '6667778889', fullName: 'x' };
    expectFailure(await update('00000000-0000-4000-8000-000000000000', body), 404, TH.notFound);
    expectFailure(await update('not-a-uuid', body), 404, TH.notFound);
    expectFailure(await t.app.inject({ url: ADMIN }), 403, TH.forbidden);
    expectFailure(await t.app.inject({ method: 'POST', url: ADMIN, payload: body }), 403, TH.forbidden);
  });
});
