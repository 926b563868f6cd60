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
import { TICKET_EDGE_PPM } from '../games/ticket-edge';
import { audit, type AuditWho } from '../staff/audit';
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

/** The audit's picture of a table: what decides the draw and the payout, row by row. */
const auditTable = (rows: AdminWheelPrize[]) =>
  rows.map(({ id, label, kind, amount, weight, active }) => ({ id, label, kind, amount, weight, active }));

export function createWheelAdminService(ctx: Pick<AppContext, 'db' | 'env'>) {
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

  return {
    async table() {
      return tableOf(await listAllPrizes(ctx.db));
    },

    /**
     * Replaces the table in one transaction with one audit entry, unless it would pay a ticket's cost or
     * more (docs/ABUSE.md 3). A spin reads the table once inside its own transaction and stores the copy
     * it drew from, so one in flight keeps the old table and every past spin still verifies.
     */
    async replace({ prizes }: AdminPutWheelPrizesBody, who: AuditWho) {
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
      const rows = await ctx.db.transaction(async (tx) => {
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
            after: { prizes: now, creditPerSpin: check.creditPerSpin },
          });
        }
        return after;
      });
      return tableOf(rows);
    },
  };
}
