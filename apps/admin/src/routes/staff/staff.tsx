import { Page } from '../../components/page';
import { useSignedIn } from '../../components/require-session';
import { useI18n } from '../../i18n';
import { AuditLog } from './audit-log';
import { StaffAccounts } from './staff-accounts';

/** Staff and audit (owner): the accounts with their actions, then the audit log, each by its permission. */
export function StaffRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const manages = permissions.includes('staff.manage');
  return (
    <Page title={t.navStaff}>
      {manages && <StaffAccounts />}
      {permissions.includes('audit.read') && <AuditLog listsStaff={manages} />}
    </Page>
  );
}
