import { TH_WEB } from '@chokdee/contracts';
import { useUser } from '../api/get-user';
import { signOut } from '../api/logout';
import { useOpenDialog } from '../components/dialog-host';
import { Icon } from '../components/icons';
import { Page } from '../components/page';
import { PersonalInfo } from '../components/personal-info';
import { paths } from '../config/paths';

/** /profile: the personal info as a page, with change password and sign-out. */
export function ProfileRoute() {
  const { data: user } = useUser();
  const openDialog = useOpenDialog();
  return (
    <Page title={TH_WEB.personalTitle} backTo={paths.home.getHref()} className="narrow">
      <section className="card">
        <PersonalInfo user={user} />
        <div className="stack">
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => openDialog('password-change')}
          >
            <Icon name="lock" size={18} />
            {TH_WEB.changePassword}
          </button>
          <button type="button" className="link-btn link-btn--danger" onClick={() => void signOut()}>
            <Icon name="logout" size={18} />
            {TH_WEB.signOut}
          </button>
        </div>
      </section>
    </Page>
  );
}
