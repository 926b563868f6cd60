import {
  type AdminPutWheelPrizesBody,
  type AdminWheelPrize,
  fillMessage,
  TH,
  wheelEconomics,
  type WheelPrizeTerms,
} from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { toBaht, toSatang } from '../../lib/money';
import type { Tx } from '../../db/types';
import type { Approvals, Submitted } from '../approvals';
import { TICKET_EDGE_PPM } from '../games';
import { audit, type Acting, type AuditWho } from '../staff';
import { listAllPrizes, lockPrizeTable, replacePrizes } from './admin-repo';
import type { PrizeRow } from './repo';

/** The wire row: baht for CREDIT, coins for COIN, 0 for NONE (amounts are satang and coins inside). */
const rowView = (p: PrizeRow): AdminWheelPrize => ({
  id: p.id,
  label: p.label,
  kind: p.kind as AdminWheelPrize['kind'],
  amount: p.kind === 'CREDIT' ? toBaht(p.amount) : p.kind === 'COIN' ? Number(p.amount) : 0,
  weight: p.weight,
  active: p.active,
  sortOrder: p.sortOrder,
});

type PrizeTerms = Pick<AdminWheelPrize, 'label' | 'kind' | 'amount' | 'weight' | 'active'> & { id?: string };

/** The audit's picture of a table: what decides the draw and the payout, row by row. */
const auditTable = (rows: PrizeTerms[]) =>
  rows.map(({ id, label, kind, amount, weight, active }) => ({
    id: id ?? null,
    label,
    kind,
    amount,
    weight,
    active,
  }));

/** The biggest credit prize a spin can draw, baht (0 when none). */
const topCredit = (rows: PrizeTerms[]) =>
  Math.max(0, ...rows.filter((p) => p.active && p.weight > 0 && p.kind === 'CREDIT').map((p) => p.amount));

export function createWheelAdminService(ctx: Pick<AppContext, 'db' | 'env'>, approvals: Approvals) {
  const ticketEvery = ctx.env.SPIN_TICKET_EVERY_BAHT;
  const economicsOf = (rows: readonly WheelPrizeTerms[]) => ({
    ...wheelEconomics(rows, ticketEvery, TICKET_EDGE_PPM),
    ticketEvery,
    lowestEdgePpm: TICKET_EDGE_PPM,
  });
  const tableOf = (rows: PrizeRow[]) => {
    const prizes = rows.map(rowView);
    return { prizes, economics: economicsOf(prizes) };
  };
  type PrizeTable = ReturnType<typeof tableOf>;

  /** A table that pays more credit per spin, or has a bigger top prize, than the one it replaces. */
  const tableRaised = (before: PrizeTerms[], after: PrizeTerms[]) =>
    economicsOf(after).creditPerSpin > economicsOf(before).creditPerSpin ||
    topCredit(after) > topCredit(before);

  /** Refuses a table whose credit per spin reaches what a ticket costs the member (docs/ABUSE.md 3). */
  function refuseIfPays(prizes: AdminPutWheelPrizesBody['prizes']) {
    const check = economicsOf(prizes);
    if (check.pays) {
      throw fail(
        'VALIDATION',
        'wheelPrizesPay',
        fillMessage(TH.wheelPrizesPay, {
          perSpin: check.creditPerSpin,
          ticketCost: check.ticketCost,
          ticketEvery,
          // Four decimals, as the back office shows it: 1,000 baht × 0.4560 % = 4.56.
          edge: (TICKET_EDGE_PPM / 10_000).toFixed(4),
        }),
      );
    }
  }

  /** Writes the table (the guard judged again: an approval may come after other changes). */
  async function write(tx: Tx, { prizes }: AdminPutWheelPrizesBody, who: AuditWho) {
    refuseIfPays(prizes);
    await lockPrizeTable(tx);
    const before = (await listAllPrizes(tx)).map(rowView);
    const known = new Set(before.map((p) => p.id));
    await replacePrizes(
      tx,
      prizes.map((p, i) => ({
        // A row keeps its id (the ledger's prize transfers name it); an unknown id is a new row.
        ...(p.id && known.has(p.id) && { id: p.id }),
        label: p.label,
        kind: p.kind,
        amount: p.kind === 'CREDIT' ? toSatang(p.amount) : BigInt(p.kind === 'COIN' ? p.amount : 0),
        weight: p.weight,
        sortOrder: (i + 1) * 10,
        active: p.active,
      })),
    );
    const after = await listAllPrizes(tx);
    const [was, now] = [auditTable(before), auditTable(after.map(rowView))];
    // An unchanged save records nothing (the ids of new rows differ, so a re-added row is a change).
    if (JSON.stringify(was) !== JSON.stringify(now)) {
      await audit(tx, {
        ...who,
        action: 'wheel.update',
        target: 'wheel:prizes',
        before: { prizes: was, creditPerSpin: economicsOf(before).creditPerSpin },
        after: { prizes: now, creditPerSpin: economicsOf(prizes).creditPerSpin },
      });
    }
    return { result: 'wheel:prizes', answer: tableOf(after) };
  }
  approvals.handle<AdminPutWheelPrizesBody>('wheel.prizes', { apply: write });

  return {
    async table() {
      return tableOf(await listAllPrizes(ctx.db));
    },

    /**
     * Replaces the table in one transaction with one audit entry, unless it would pay a ticket's cost or
     * more (docs/ABUSE.md 3). A table that pays more per spin, or a bigger top prize, waits for a second
     * person (issue 23); the guard is judged again when it is approved. A spin reads the table once inside
     * its own transaction and stores the copy it drew from, so one in flight keeps the old table and every
     * past spin still verifies.
     */
    async replace(body: AdminPutWheelPrizesBody, who: Acting): Promise<Submitted<PrizeTable>> {
      refuseIfPays(body.prizes);
      return ctx.db.transaction(async (tx) => {
        await lockPrizeTable(tx);
        const before = (await listAllPrizes(tx)).map(rowView);
        if (!tableRaised(before, body.prizes)) return { done: await write(tx, body, who) };
        return approvals.submitIn<PrizeTable>(tx, {
          kind: 'wheel.prizes',
          maker: who,
          payload: body,
          value: null,
          subject: 'wheel:prizes',
          before: { prizes: auditTable(before), creditPerSpin: economicsOf(before).creditPerSpin },
          after: { prizes: auditTable(body.prizes), creditPerSpin: economicsOf(body.prizes).creditPerSpin },
        });
      });
    },
  };
}
