import { Page } from '../../components/page';
import { useSignedIn } from '../../components/require-session';
import { useI18n } from '../../i18n';
import { HedgingSection } from './hedging-section';
import { PeriodsSection } from './periods-section';
import { RatesSection } from './rates-section';
import { WheelSection } from './wheel-section';
import './rewards.css';

/**
 * Wheel prizes, cashback and affiliate rates, computing a reward period (issue 12 screen 6) and the cashback
 * waiting for review with its hedging pairs (issue 23): read with
 * `promotions.read`, changed with `promotions.write`. The server checks every call; this only hides the
 * buttons. The rates are part of the site config, whose save needs `settings.write` (the same roles).
 */
export function RewardsRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const canWrite = permissions.includes('promotions.write');
  return (
    <Page title={t.navRewards}>
      <WheelSection canWrite={canWrite} />
      <RatesSection canWrite={canWrite && permissions.includes('settings.write')} />
      <PeriodsSection canWrite={canWrite} />
      {/* Held cashback is released by those who decide money (owner, finance), never marketing alone. */}
      <HedgingSection canDecide={permissions.includes('approvals.decide')} />
    </Page>
  );
}
