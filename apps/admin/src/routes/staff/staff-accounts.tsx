import { useStaffList } from '../../api/get-staff-list';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { StaffCreateForm } from './staff-create-form';
import { StaffTable } from './staff-table';

/** The staff accounts: the list with each account's actions, and the form that adds one. */
export function StaffAccounts() {
  const { t } = useI18n();
  const staff = useStaffList();
  return (
    <section className="section" aria-labelledby="staff-accounts-title">
      <h2 id="staff-accounts-title" className="section__title">
        {t.staffListTitle}
      </h2>
      <QueryState query={staff}>{(list) => <StaffTable accounts={list} />}</QueryState>
      <details className="panel">
        <summary className="panel__summary">{t.staffCreateTitle}</summary>
        <div className="panel__body">
          <StaffCreateForm />
        </div>
      </details>
    </section>
  );
}
