import { useSignedIn } from '../../components/require-session';
import { Page } from '../../components/page';
import { useI18n } from '../../i18n';
import { AdjustmentsSection } from './adjustments-section';
import { StatementQueue } from './statement-queue';
import '../members/members.css';

/**
 * Deposits (issue 12): the bank-feed transfers that wait for a member (`deposits.read`, assigned or marked
 * "not ours" with `deposits.act`), then manual credits and debits (`money.adjust`).
 */
export function DepositsRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  return (
    <Page title={t.navDeposits}>
      {permissions.includes('deposits.read') && (
        <StatementQueue canAct={permissions.includes('deposits.act')} />
      )}
      {permissions.includes('money.adjust') && <AdjustmentsSection />}
    </Page>
  );
}
