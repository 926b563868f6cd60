import { useNavigate } from 'react-router';
import { useSignOut } from '../api/sign-out';
import { paths } from '../config/paths';
import { ROLE_LABEL } from '../config/roles';
import { useI18n } from '../i18n';
import { useSignedIn } from './require-session';

/** The switch names the other language in that language ("English" / "ไทย"), as language pickers do. */
export function LanguageSwitch() {
  const { lang, t, setLang } = useI18n();
  const other = lang === 'th' ? 'en' : 'th';
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setLang(other)}>
      <span className="sr-only">{t.switchLanguage}: </span>
      <span lang={other}>{other === 'en' ? 'English' : 'ไทย'}</span>
    </button>
  );
}

interface AppHeaderProps {
  menuId: string;
  menuOpen: boolean;
  onMenu: () => void;
}

/** Who is signed in and as what, the language, sign-out; on a phone the button that opens the navigation. */
export function AppHeader({ menuId, menuOpen, onMenu }: AppHeaderProps) {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <header className="admin-header">
      <button
        type="button"
        className="btn btn-ghost btn-sm admin-header__menu"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onMenu}
      >
        {t.menu}
      </button>
      <span className="brand">
        <span className="brand__text">{t.appName}</span>
      </span>
      <p className="admin-header__who">
        <span className="sr-only">{t.signedInAs} </span>
        <span className="admin-header__name">{staff.username}</span>
        <span className="admin-header__role">{t[ROLE_LABEL[staff.role]]}</span>
      </p>
      <div className="admin-header__actions">
        <LanguageSwitch />
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, { onSettled: () => void navigate(paths.login, { replace: true }) })
          }
        >
          {t.signOut}
        </button>
      </div>
    </header>
  );
}
