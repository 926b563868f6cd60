import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { auditEntries } from '../../db/schema';
import { signInNewStaff } from '../staff/test-kit';
import {
  ADMIN,
  adminHeaders,
  approve,
  fundedMember,
  recover,
  reject,
  setWithdrawConfig,
  switchablePayout,
  withdraw,
  withdrawalsOf,
} from './test-kit';

/** Every staff change of a withdrawal writes one audit entry with the change (issue 12). */
const gateway = switchablePayout();
const t = useTestApp({ adapters: { payout: gateway.payout } });

async function pending(baht: number) {
  await setWithdrawConfig(t.app, { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } });
  const m = await fundedMember(t, BigInt(baht * 100));
  expect((await withdraw(t.app, m.token, baht)).statusCode).toBe(200);
  const [w] = await withdrawalsOf(t.app, m.id);
  return w!.id;
}

const entriesOf = (action: string, id: string) =>
  t.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target, `withdrawal:${id}`)));

describe('audit of withdrawal changes', () => {
  it('approve: pending → paying by the operator key, once; a repeat writes nothing', async () => {
    gateway.state.mode = 'up';
    const id = await pending(200);
    expect((await approve(t.app, id)).json().data.status).toBe('paid');
    expect((await approve(t.app, id)).statusCode).toBe(200);
    const entries = await entriesOf('withdrawals.approve', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'api-key',
      ip: '127.0.0.1',
      before: { status: 'pending' },
      after: { status: 'paying' },
    });
  });

  it('reject by a finance staff member: the reason in after, the staff id as actor', async () => {
    const finance = await signInNewStaff(t.app, 'finance');
    const id = await pending(150);
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/${id}/reject`,
      headers: finance.headers,
      payload: { reason: 'ชื่อบัญชีไม่ตรง' },
    });
    expect(res.statusCode).toBe(200);
    await reject(t.app, id);
    const entries = await entriesOf('withdrawals.reject', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: `staff:${finance.id}`,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'ชื่อบัญชีไม่ตรง' },
    });
  });

  it('mark paid: the bank reference in after; a refused call writes nothing', async () => {
    const id = await pending(120);
    const markPaid = (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: `${ADMIN}/${id}/paid`,
        headers: adminHeaders,
        payload: { reference },
      });
    expect((await markPaid('KBANK-778899')).statusCode).toBe(200);
    expect((await markPaid('OTHER-1')).statusCode).toBe(409);
    const entries = await entriesOf('withdrawals.paid', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'api-key',
      before: { status: 'pending' },
      after: { status: 'paid', payoutReference: 'KBANK-778899' },
    });
  });

  it('recover: each payout a staff-started run settles, none for one still unknown', async () => {
    const settled = await pending(300);
    const unknown = await pending(310);
    gateway.state.mode = 'down';
    await approve(t.app, settled);
    await approve(t.app, unknown);
    // The resend of one finds the gateway back; the other's still cannot reach it.
    const pay = gateway.payout.pay.bind(gateway.payout);
    gateway.payout.pay = async (req) => {
      gateway.state.mode = req.key === `withdrawal:${settled}` ? 'up' : 'down';
      return pay(req);
    };
    try {
      expect((await recover(t.app)).statusCode).toBe(200);
    } finally {
      gateway.payout.pay = pay;
      gateway.state.mode = 'up';
    }
    const entries = await entriesOf('withdrawals.recover', settled);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'api-key',
      before: { status: 'paying' },
      after: { status: 'paid' },
    });
    expect(await entriesOf('withdrawals.recover', unknown)).toHaveLength(0);
  });
});
