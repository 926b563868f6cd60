import { ITEM_CODE_BONUS_ID } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx, gameWalletOf } from '../deposits/test-kit';
import { codeWith, redeem } from '../itemcodes/test-kit';
import { houseAccount, memberAccount, transfer } from '../ledger';
import { memberIdByPhone } from '../ledger/test-kit';
import { withPromotion } from '../promotions/test-kit';
import { giveTickets, spin, withPrizes } from '../wheel/test-kit';
import { approve, postWithdraw, reject, setWithdrawConfig, withdrawalsOf } from '../withdrawals/test-kit';

/**
 * Issue 17 item 3: the history explains the balance. Every movement of the member's playable credit
 * outside game play is a row, and the rows' `BalanceChange`, summed, is the balance the member sees.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const DEPOSITS = '/user-profile-composite/v1/history/deposit';
const WITHDRAWS = '/user-profile-composite/v1/history/withdraw';
const WELCOME = 'สมาชิกใหม่ รับโบนัส 50%';
const MANUAL = { autoWithdraw: { useautoWithdraw: false, maxautoWithdraw: 0 } };

interface Row {
  _id: string;
  Amount: number;
  Status: number;
  TransType: string;
  BalanceChange: number;
  BonusInfo: { _id: string | null; title?: string | null; Amount?: number };
}

async function history(token: string, url = DEPOSITS) {
  const res = await t.app.inject({ url, headers: memberHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.Transaction as Row[];
}

const sum = (rows: Row[]) => Math.round(rows.reduce((s, r) => s + r.BalanceChange * 100, 0)) / 100;

async function welcomeId() {
  const res = await t.app.inject({ url: '/user-profile-composite/v1/info/promotion', headers: siteHeaders });
  const list = res.json().data as Array<{ _id: string; title: string }>;
  return list.find((p) => p.title === WELCOME)!._id;
}

const withdraw = (token: string, Amount: number, Forfeit: number) =>
  postWithdraw(t.app, token, { Amount, Channel: 'BANK', Forfeit });

describe('the history explains the balance', () => {
  it('lists the deposit with its bonus, prize, item code, returned withdrawal and ended bonus', async () => {
    await setWithdrawConfig(t.app, MANUAL);
    const m = await registerMember(t.app, { isBonus: true });
    const id = await memberIdByPhone(t.database.db, m.phoneNumber);

    // 1,500 deposited earns the new-member 50% bonus, capped at 500; its terms here: no turnover and a
    // max withdraw of 1,000, so 1,000 of the 2,150 below is forfeited when a withdrawal ends it (150 of
    // prize and free credit are the member's own).
    const terms = sql`turnover_amount = 0, max_withdraw_amount = 100000, max_withdraw_type = 0`;
    await withPromotion(t.database.db, WELCOME, terms, async () => {
      await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 1500 })]);
    });
    expect(await gameWalletOf(t.app, m.token)).toBe(2000);
    // A wheel prize of 50 and a free-credit code of 100.
    await giveTickets(t, id, 1n);
    await withPrizes(t, [{ label: 'เครดิต 50 บาท', kind: 'CREDIT', amount: 5_000n, weight: 1 }], async () => {
      expect((await spin(t.app, m.token)).statusCode).toBe(200);
    });
    const code = await codeWith(t.app, { amount: 100 });
    expect((await redeem(t.app, m.token, code)).statusCode).toBe(200);
    expect(await gameWalletOf(t.app, m.token)).toBe(2150);

    // A withdrawal of 300 that ends the bonus, rejected: the 300 and the forfeit come back.
    expect((await withdraw(m.token, 300, 1000)).json()).toMatchObject({ success: 1 });
    const [first] = await withdrawalsOf(t.app, id);
    expect((await reject(t.app, first!.id)).statusCode).toBe(200);
    expect(await gameWalletOf(t.app, m.token)).toBe(2150);
    // A withdrawal of 200 that ends the bonus for good, paid.
    expect((await withdraw(m.token, 200, 1000)).json()).toMatchObject({ success: 1 });
    const second = (await withdrawalsOf(t.app, id)).find((w) => w.id !== first!.id);
    expect((await approve(t.app, second!.id)).statusCode).toBe(200);
    const balance = await gameWalletOf(t.app, m.token);
    expect(balance).toBe(950);

    const rows = await history(m.token);
    expect(rows.map((r) => [r.TransType, r.Amount, r.Status, r.BalanceChange])).toEqual([
      ['FORFEIT', 1000, 1, -1000],
      ['WITHDRAW', 200, 1, -200],
      ['WITHDRAW_RETURN', 300, 1, 300],
      ['FORFEIT_RETURN', 1000, 1, 1000],
      ['FORFEIT', 1000, 3, -1000],
      ['WITHDRAW', 300, 3, -300],
      ['DEPOSIT', 100, 1, 100],
      ['PRIZE', 50, 1, 50],
      ['DEPOSIT', 1500, 1, 2000],
    ]);
    expect(sum(rows)).toBe(balance);
    // The deposit row names its promotion and the bonus it paid; the item code is free credit.
    expect(rows[8]!.BonusInfo).toEqual({ _id: await welcomeId(), title: WELCOME, Amount: 500 });
    expect(rows[6]!.BonusInfo).toEqual({ _id: ITEM_CODE_BONUS_ID, title: null, Amount: 0 });
    expect(rows[5]!.BonusInfo).toEqual({ _id: null, title: null, Amount: 0 });

    // The withdrawals list: the same withdrawal, forfeit and return rows.
    expect((await history(m.token, WITHDRAWS)).map((r) => [r.TransType, r.BalanceChange])).toEqual([
      ['FORFEIT', -1000],
      ['WITHDRAW', -200],
      ['WITHDRAW_RETURN', 300],
      ['FORFEIT_RETURN', 1000],
      ['FORFEIT', -1000],
      ['WITHDRAW', -300],
    ]);
  });
});

describe('game play in the history', () => {
  /** A move of the games wallet service (games/wallet): a bet out of, or a win into, the playable credit. */
  function play(memberId: string, kind: 'bet' | 'win', amount: bigint) {
    const wallet = memberAccount(memberId, 'gameWallet');
    const partner = houseAccount('partner:test');
    return transfer(t.database.db, {
      from: kind === 'bet' ? wallet : partner,
      to: kind === 'bet' ? partner : wallet,
      amount,
      kind,
      reference: `round:${randomUUID()}`,
      idempotencyKey: randomUUID(),
    });
  }

  it('is one row per day, its net, so the rows still explain the balance', async () => {
    const m = await registerMember(t.app);
    const id = await memberIdByPhone(t.database.db, m.phoneNumber);
    await feedOutcomes(t.app, [feedTx({ fromAccount: m.BankAccount, amount: 300 })]);
    await play(id, 'bet', 10_000n);
    await play(id, 'win', 2_550n);
    await play(id, 'bet', 5_000n);
    const rows = await history(m.token);
    expect(rows.map((r) => [r.TransType, r.Amount, r.BalanceChange])).toEqual([
      ['GAME', 124.5, -124.5],
      ['DEPOSIT', 300, 300],
    ]);
    expect(rows[0]!._id).toMatch(/^game:\d{4}-\d\d-\d\d$/);
    expect(sum(rows)).toBe(await gameWalletOf(t.app, m.token));
    // Not a withdrawal: the withdrawals list leaves it out.
    expect(await history(m.token, WITHDRAWS)).toEqual([]);
  });
});
