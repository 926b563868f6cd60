import { describe, expect, it } from 'vitest';
import { transferSimulator } from './transfer-simulator';

describe('transfer simulator', () => {
  it('moves credit both ways, idempotently by transfer id', async () => {
    const sim = transferSimulator();
    expect(await sim.deposit('u1', 1_000n, 't1')).toBe('done');
    expect(await sim.deposit('u1', 1_000n, 't1')).toBe('done');
    expect(await sim.balance('u1')).toBe(1_000n);
    expect(await sim.withdraw('u1', 400n, 't2')).toBe('done');
    expect(await sim.balance('u1')).toBe(600n);
  });

  it('refuses a withdrawal above the balance and amounts ending in 13 satang', async () => {
    const sim = transferSimulator();
    await sim.deposit('u1', 500n, 't1');
    expect(await sim.withdraw('u1', 501n, 't2')).toBe('refused');
    expect(await sim.deposit('u1', 1_013n, 't3')).toBe('refused');
    expect(await sim.balance('u1')).toBe(500n);
  });

  it('can lose answers after acting, as a flaky network would', async () => {
    const sim = transferSimulator();
    sim.loseNextAnswers(1);
    await expect(sim.deposit('u1', 700n, 't1')).rejects.toThrow(/lost/);
    expect(await sim.balance('u1')).toBe(700n);
    expect(await sim.deposit('u1', 700n, 't1')).toBe('done');
    expect(await sim.balance('u1')).toBe(700n);
  });
});
