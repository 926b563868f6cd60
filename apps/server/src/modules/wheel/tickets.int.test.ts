import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { feedOutcomes, feedTx } from '../deposits/test-kit';
import { houseWallet, newPlayer, type Player } from '../games/test-kit';
import { memberIdByPhone } from '../ledger/test-kit';
import { withdraw } from '../withdrawals/test-kit';
import { balances, expectLedgerHealthy, spin } from './test-kit';

/**
 * Spin tickets (docs/ABUSE.md 3, docs/decisions/045-tickets-from-play.md): earned by settled, countable
 * turnover, one per SPIN_TICKET_EVERY_BAHT baht, never by a deposit. On PostgreSQL the parallel settles run
 * on their own pooled connections.
 */
const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000', SPIN_TICKET_EVERY_BAHT: '100' } });

const tickets = async (memberId: string) => (await balances(t, memberId)).spinWallet.available;

/** One round through the wallet API (the house partner's signed calls): its bets, then its win. */
async function round(p: Player, bet: number, win: number, roundId = randomUUID()) {
  const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
  const placed = await wallet.bet({
    username: p.username,
    transactionId: randomUUID(),
    roundId,
    gameCode: 'slot',
    amount: bet,
  });
  expect(placed.status).toBe('RS_OK');
  const settle = {
    username: p.username,
    transactionId: randomUUID(),
    roundId,
    gameCode: 'slot',
    amount: win,
  };
  expect((await wallet.win(settle)).status).toBe('RS_OK');
  return settle;
}

describe('ticket recycling: deposit, spin, withdraw', () => {
  it('a deposit of 5,000 withdrawn unplayed earns no ticket and gives back no more than was put in', async () => {
    const m = await registerMember(t.app);
    const id = await memberIdByPhone(t.database.db, m.phoneNumber);
    const tx = feedTx({ fromBankCode: m.BankCode, fromAccount: m.BankAccount, amount: 5_000 });
    expect(await feedOutcomes(t.app, [tx])).toEqual(['credited']);
    const earned = await tickets(id);
    // The probe's cycle: every ticket spun, then the deposit withdrawn.
    for (let left = earned; left > 0n; left--) expect((await spin(t.app, m.token)).statusCode).toBe(200);
    expect((await withdraw(t.app, m.token, 5_000)).statusCode).toBe(200);
    const after = await balances(t, id);
    expect({ earned, leftAfterWithdrawal: after.gameWallet.balance }).toEqual({
      earned: 0n,
      leftAfterWithdrawal: 0n,
    });
    expect((await spin(t.app, m.token)).statusCode).toBe(409);
    await expectLedgerHealthy(t);
  });
});

describe('tickets from settled turnover', () => {
  it('earns one ticket per 100 baht of settled turnover, carrying the rest; once per round on a retried settle', async () => {
    const p = await newPlayer(t.database.db, 100_000n);
    await round(p, 6_000, 0); // 60 baht lost
    expect(await tickets(p.memberId)).toBe(0n);
    const settle = await round(p, 6_000, 12_000); // 60 won: 120 counted, 1 ticket, 20 carried
    expect(await tickets(p.memberId)).toBe(1n);
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    expect((await wallet.win(settle)).status).toBe('RS_OK'); // the partner retries the settle
    expect(await tickets(p.memberId)).toBe(1n);
    await round(p, 8_000, 8_000); // a draw: the stake came back, nothing counted
    expect(await tickets(p.memberId)).toBe(1n);
    await round(p, 8_000, 0); // 20 carried + 80 = 100
    expect(await tickets(p.memberId)).toBe(2n);
    await round(p, 25_000, 0); // 250: two more, 50 carried
    expect(await tickets(p.memberId)).toBe(4n);
    await expectLedgerHealthy(t);
  });

  it('a refunded round earns nothing', async () => {
    const p = await newPlayer(t.database.db, 100_000n);
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const roundId = randomUUID();
    const transactionId = randomUUID();
    await wallet.bet({ username: p.username, transactionId, roundId, gameCode: 'slot', amount: 50_000 });
    await wallet.rollback({
      username: p.username,
      transactionId: randomUUID(),
      refTransactionId: transactionId,
    });
    const late = await wallet.win({
      username: p.username,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'slot',
      amount: 0,
    });
    expect(late.status).toBe('RS_ERROR_ROUND_CLOSED');
    expect(await tickets(p.memberId)).toBe(0n);
  });

  it('parallel settles of one member each credit their tickets exactly once', async () => {
    const p = await newPlayer(t.database.db, 1_000_000n);
    const wallet = houseWallet(t.app, t.env.HOUSE_PROVIDER_SECRET);
    const N = 24;
    const rounds = Array.from({ length: N }, () => randomUUID());
    for (const roundId of rounds) {
      const bet = {
        username: p.username,
        transactionId: randomUUID(),
        roundId,
        gameCode: 'slot',
        amount: 7_000,
      };
      expect((await wallet.bet(bet)).status).toBe('RS_OK');
    }
    // Each settle sent twice at once, as a partner retrying on a timeout would.
    const settles = rounds.map((roundId) => ({
      username: p.username,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'slot',
      amount: 0,
    }));
    const answers = await Promise.all([...settles, ...settles].map((s) => wallet.win(s)));
    expect(answers.every((a) => a.status === 'RS_OK')).toBe(true);
    // 24 × 70 baht = 1,680 baht: 16 tickets, 80 baht carried toward the next.
    expect(await tickets(p.memberId)).toBe(16n);
    await round(p, 2_000, 0);
    expect(await tickets(p.memberId)).toBe(17n);
    await expectLedgerHealthy(t);
  });
});
