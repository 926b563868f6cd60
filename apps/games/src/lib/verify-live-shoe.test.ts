import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { replayShoe } from '@chokdee/house-maths/live-fair-shoe';
import { judgeShoe } from './verify-live-shoe';

/** The verify page replays a shoe with the dealer's own code (@chokdee/house-maths) and compares. */
const seeds = (n: number) => ({
  serverSeed: n.toString(16).padStart(2, '0').repeat(32),
  clientSeed: `bac-1:${n}`,
});

describe('judgeShoe', () => {
  const dealt = (n: number) => {
    const s = seeds(n);
    return {
      id: '00000000-0000-4000-8000-000000000001',
      shoeNo: 1,
      tableId: 'dt-1',
      kind: 'dragonTiger' as const,
      serverSeed: s.serverSeed,
      serverSeedHash: createHash('sha256').update(s.serverSeed).digest('hex'),
      clientSeed: s.clientSeed,
      rounds: replayShoe('dragonTiger', s).map(({ steps, result }, handNo) => ({
        roundNo: handNo + 1,
        handNo,
        steps: steps as never,
        result: result as never,
      })),
    };
  };

  it('finds every round of an honest shoe', async () => {
    const shoe = dealt(5);
    expect(await judgeShoe(shoe)).toEqual({ state: 'ok', rounds: shoe.rounds.length });
  });

  it('catches a changed card, a wrong seed and a shoe still being dealt', async () => {
    const shoe = dealt(5);
    const changed = structuredClone(shoe);
    (changed.rounds[4]!.steps[0] as { card: number }).card += 1;
    expect(await judgeShoe(changed)).toEqual({ state: 'round-mismatch', handNo: 4 });
    expect(await judgeShoe({ ...shoe, serverSeedHash: '0'.repeat(64) })).toEqual({ state: 'hash-mismatch' });
    expect(await judgeShoe({ ...shoe, serverSeed: null })).toEqual({ state: 'not-revealed' });
  });
});
