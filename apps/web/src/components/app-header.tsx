import { Link } from 'react-router';
import { usePrefix } from '../api/get-prefix';
import { useUser } from '../api/get-user';
import { paths } from '../config/paths';
import { formatMoney } from '../lib/format';
import { useToken } from '../lib/session';
import { useOpenDialog } from './dialog-host';
import { Icon } from './icons';
import { LanguageSwitch } from './language-switch';
import { Skeleton } from './skeleton';
import { TEXT } from '../lib/text';

function Brand() {
  const { data: site } = usePrefix();
  return (
    <Link to={paths.home.getHref()} className="brand" aria-label={`${TEXT.siteName} ${TEXT.navHome}`}>
      {site?.logoUrl ? (
        <img className="brand__logo" src={site.logoUrl} alt="" width="128" height="32" />
      ) : (
        <span className="brand__text">{TEXT.siteName}</span>
      )}
    </Link>
  );
}

function MemberActions() {
  const { data: user } = useUser();
  const openDialog = useOpenDialog();
  return (
    <div className="header-actions">
      <span className="balance-chip">
        <span className="sr-only">{TEXT.gameWallet} </span>฿{' '}
        {user ? formatMoney(user.internalWallet.gameWallet) : <Skeleton width="4em" />}
      </span>
      <button
        type="button"
        className="icon-btn icon-btn--filled"
        aria-label={TEXT.openProfile}
        onClick={() => openDialog('personal-info')}
      >
        <Icon name="user" />
      </button>
    </div>
  );
}

/** Logo, and for members their balance and profile button; navigation hides on SPEC §2's pages. */
export function AppHeader({ hideNav }: { hideNav: boolean }) {
  const token = useToken();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Brand />
        <div className="app-header__end">
          <LanguageSwitch />
          {!hideNav &&
            (token ? (
              <MemberActions />
            ) : (
              <div className="header-actions">
                <Link to={paths.login.getHref()} className="btn btn-ghost btn-sm header-actions__login">
                  {TEXT.navLogin}
                </Link>
                <Link to={paths.register.getHref()} className="btn btn-primary btn-sm">
                  {TEXT.navRegister}
                </Link>
              </div>
            ))}
        </div>
      </div>
    </header>
  );
}
