import { Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { useSignedIn } from '../../components/require-session';
import { useSiteConfig } from '../../api/get-site-config';
import { useI18n } from '../../i18n';
import { GamesSection } from './games-section';
import { MaintenanceSection } from './maintenance-section';
import { SiteConfigForm } from './site-config-form';
import './settings.css';

/**
 * Site settings (issue 12 screen 7): maintenance mode first (the switch that matters most on a bad night),
 * then everything /v2/prefix serves, then the game catalogue. Roles without `settings.write` read only.
 */
export function SettingsRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const canWrite = permissions.includes('settings.write');
  const config = useSiteConfig();
  return (
    <Page title={t.navSettings}>
      <p className="page__lead">{canWrite ? t.setIntro : t.setReadOnly}</p>
      <QueryState query={config}>
        {(data) => (
          <>
            <MaintenanceSection config={data} canWrite={canWrite} />
            <SiteConfigForm config={data} canWrite={canWrite} />
            <GamesSection partner={data.Partner} canWrite={canWrite} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
