import type { ReactNode } from 'react';
import { mayOpen, type Screen } from '../config/screens';
import { useI18n } from '../i18n';
import { EmptyState } from './empty-state';
import { Page } from './page';
import { useSignedIn } from './require-session';

/**
 * A screen typed into the address bar that the role may not open says so, rather than a page whose every
 * call the server would refuse. It hides; the server enforces.
 */
export function ScreenGuard({ screen, children }: { screen: Screen; children: ReactNode }) {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  if (mayOpen(screen, permissions)) return children;
  return (
    <Page title={t[screen.label]}>
      <EmptyState title={t.notPermittedTitle} text={t.notPermittedText} />
    </Page>
  );
}
