import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerMember } from '../../../test/factories';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import type { Notifier } from '../../adapters/notify';
import { simulatedPayout } from '../../adapters/payout/simulator';
import { feedOutcomes, feedTx, gameWalletOf } from '../deposits/test-kit';
import { fundedMember, setWithdrawConfig, walletOf, withdraw, withdrawalsOf } from '../withdrawals/test-kit';

/**
 * The money path never waits for, nor fails because of, a chat service: one notifier throws at once,
 * another rejects, a third never answers (until the end of the file). The requests answer as usual and
 * each failure is logged as a warning.
 */
let releaseHung!: () => void;
const hung = new Promise<void>((resolve) => (releaseHung = resolve));
const notifiers: Notifier[] = [
  {
    channel: 'telegram',
    send: () => {
      throw new Error('telegram exploded');
    },
  },
  { channel: 'line', send: () => Promise.reject(new Error('line answered HTTP 500')) },
  { channel: 'simulator', send: () => hung },
];
const lines: string[] = [];
const t = useTestApp({
  env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' },
  adapters: { notifiers, payout: simulatedPayout() },
  logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
});
afterAll(() => releaseHung());

describe('notifiers that throw, reject or hang', () => {
  it('leave a waiting withdrawal, a large deposit and a failing check answered as usual', async () => {
    await setWithdrawConfig(t.app);
    const m = await fundedMember(t, 10_000_000n);
    const started = Date.now();
    expect((await withdraw(t.app, m.token, 6_000)).statusCode).toBe(200);
    expect(await withdrawalsOf(t.app, m.id)).toMatchObject([{ status: 'pending' }]);
    expect(await walletOf(t, m.id)).toMatchObject({ balance: 10_000_000n, held: 600_000n });

    const d = await registerMember(t.app);
    const big = feedTx({ fromBankCode: d.BankCode, fromAccount: d.BankAccount, amount: 80_000 });
    expect(await feedOutcomes(t.app, [big])).toEqual(['credited']);
    expect(await gameWalletOf(t.app, d.token)).toBe(80_000);

    const check = await t.app.inject({
      url: '/admin/v1/ledger/check',
      headers: { 'x-admin-key': ADMIN_KEY },
    });
    expect(check.json().data.ok).toBe(true);
    // The hung notifier holds the outbox, not the requests.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('logs each failure as a warning naming the channel, never crashing the process', async () => {
    const warned = (channel: string, error: string) =>
      expect.objectContaining({ level: 40, msg: 'notification not sent', channel, error });
    await vi.waitFor(
      () =>
        expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(
          expect.arrayContaining([
            warned('telegram', 'telegram exploded'),
            warned('line', 'line answered HTTP 500'),
          ]),
        ),
      10_000,
    );
  });
});
