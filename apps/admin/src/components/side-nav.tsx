import { NavLink } from 'react-router';
import { screensFor } from '../config/screens';
import { useI18n } from '../i18n';
import { useSignedIn } from './require-session';

/** The screens the role may open, nothing else (the server still checks every call). */
export function SideNav({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  return (
    <nav id={id} className="side-nav" data-open={open} aria-label={t.navLabel}>
      <ul className="side-nav__list">
        {screensFor(permissions).map((screen) => (
          <li key={screen.path}>
            <NavLink className="side-nav__link" to={screen.path} end onClick={onNavigate}>
              {t[screen.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
