/** The back office lives under this base path (apps/admin/vite.config.ts `base`); in-app paths are below it. */
export const ADMIN_BASE = '/admin';

/** Typed in-app paths of every screen of issue 12 (without the /admin base). */
export const paths = {
  login: '/login',
  dashboard: '/',
  withdrawals: '/withdrawals',
  deposits: '/deposits',
  members: '/members',
  /** Player protection (issue 27): flagged deposits, read-only. */
  protection: '/protection',
  channels: '/deposit-channels',
  promotions: '/promotions',
  rewards: '/rewards',
  /** The marketing surface (issue 28): the banner carousel of the landing and home pages. */
  banners: '/marketing/banners',
  settings: '/settings',
  reports: '/reports',
  staff: '/staff',
  /** The four-eyes queue (issue 23). */
  approvals: '/approvals',
  /** One member's page, below the members screen (its `:id` a member uuid). */
  member: '/members/:id',
} as const;

export type ScreenPath = (typeof paths)[Exclude<keyof typeof paths, 'login' | 'member'>];

/** The in-app path of one member's page. */
export const memberPath = (id: string) => paths.member.replace(':id', encodeURIComponent(id));

/** The in-app path of a browser path, whichever the router gives: "/admin/members" → "/members". */
export function toAppPath(pathname: string) {
  if (pathname === ADMIN_BASE) return '/';
  return pathname.startsWith(`${ADMIN_BASE}/`) ? pathname.slice(ADMIN_BASE.length) : pathname;
}
