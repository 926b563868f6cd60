import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { deposit, insertTestMember } from '../ledger/test-kit';
import { bangkokDay } from './range';
import { getReport } from './test-kit';

const t = useTestApp();
const range = `?from=${bangkokDay(new Date(Date.now() - 86_400_000))}&to=${bangkokDay(new Date())}`;

it('reads one snapshot while deposits commit: every report agrees with itself', async () => {
  const db = t.database.db;
  const members = await Promise.all(Array.from({ length: 24 }, () => insertTestMember(db)));
  const before = await getReport(t.app, 'summary', range);
  let writing = true;
  // Each member's first deposit of 100 baht: in any one snapshot, deposits = 100 × first-time depositors.
  const writes = Promise.all(members.map((m) => deposit(db, m, 10_000n))).finally(() => (writing = false));
  const seen: Array<{ deposits: number; first: number }> = [];
  while (writing || seen.length < 3) {
    const s = await getReport(t.app, 'summary', range);
    seen.push({ deposits: s.money.deposits - before.money.deposits, first: s.members.firstDepositors });
  }
  await writes;
  for (const s of seen) expect(s.deposits).toBe(100 * (s.first - before.members.firstDepositors));
  const after = await getReport(t.app, 'summary', range);
  expect(after.money.deposits - before.money.deposits).toBe(2_400);
  expect(after.members.firstDepositors - before.members.firstDepositors).toBe(24);
});
