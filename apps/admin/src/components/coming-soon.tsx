import { useI18n, type MessageKey } from '../i18n';
import { EmptyState } from './empty-state';
import { Page } from './page';

/** A screen of issue 12 not built yet: its place in the back office, saying so plainly (not an error). */
export function ComingSoon({ screen }: { screen: MessageKey }) {
  const { t } = useI18n();
  return (
    <Page title={t[screen]}>
      <EmptyState title={t.comingSoonTitle} text={t.comingSoonText} />
    </Page>
  );
}
