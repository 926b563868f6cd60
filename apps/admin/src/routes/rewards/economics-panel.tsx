import { fillMessage, type WheelEconomics, type wheelEconomicsView } from '@chokdee/contracts';
import type { z } from 'zod';
import { formatMoney } from '../../i18n/format';
import { useI18n } from '../../i18n';

/**
 * The table's credit per spin beside what a ticket costs the member, as the form stands: red, with the
 * reason, when the wheel would pay (the server refuses such a table; the save button is off).
 */
export function EconomicsPanel({
  live,
  economics,
}: {
  live: WheelEconomics;
  economics: z.infer<typeof wheelEconomicsView>;
}) {
  const { t } = useI18n();
  const bad = live.pays || live.totalWeight === 0;
  const baht = (amount: number) => fillMessage(t.rwBaht, { amount: formatMoney(amount) });
  return (
    <div className={bad ? 'econ econ--pays' : 'econ'} role="group" aria-label={t.rwEconomicsLabel}>
      <dl className="econ__figures">
        <div>
          <dt>{t.rwCreditPerSpin}</dt>
          <dd className="amount" data-testid="credit-per-spin">
            {baht(live.creditPerSpin)}
          </dd>
        </div>
        <div>
          <dt>{t.rwTicketCost}</dt>
          <dd className="amount">{baht(live.ticketCost)}</dd>
          <dd className="muted">
            {fillMessage(t.rwTicketCostHint, {
              ticketEvery: economics.ticketEvery,
              edge: (economics.lowestEdgePpm / 10_000).toFixed(4),
            })}
          </dd>
        </div>
      </dl>
      <p className="econ__verdict" role="status">
        {live.totalWeight === 0 ? t.rwNoDrawable : live.pays ? t.rwPays : t.rwSafe}
      </p>
    </div>
  );
}
