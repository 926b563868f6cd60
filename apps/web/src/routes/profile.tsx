import { useUser } from '../api/get-user';
import { AccountActions } from '../components/account-actions';
import { Page } from '../components/page';
import { PersonalInfo } from '../components/personal-info';
import { SessionList } from '../components/session-list';
import { paths } from '../config/paths';
import { TEXT } from '../lib/text';

/** /profile: the personal info as a page, with change password and sign-out. */
export function ProfileRoute() {
  const { data: user } = useUser();
  return (
    <Page title={TEXT.personalTitle} backTo={paths.home.getHref()} className="narrow">
      <section className="card">
        <PersonalInfo user={user} />
        <AccountActions />
      </section>
      <SessionList />
    </Page>
  );
}
