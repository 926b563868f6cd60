import { Link } from 'react-router';
import type { AppLink } from '../landing/visitor-sections';

/** How the app's shared sections and footer link inside the app: a router Link (the landing uses an <a>). */
export const RouterLink: AppLink = ({ to, className, onClick, children }) => (
  <Link to={to} className={className} onClick={onClick}>
    {children}
  </Link>
);
