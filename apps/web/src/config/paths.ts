/** The member app lives under this base path; in-app paths below are relative to it. */
export const MEMBER_BASE = '/user';

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

/** Typed path builders for every route of SPEC §2 (in-app paths, without the /user base). */
export const paths = {
  root: fixed('/'),
  home: fixed('/home'),
  homeShare: { path: '/home/:shareToken', getHref: (token: string) => `/home/${encodeURIComponent(token)}` },
  login: fixed('/login'),
  register: fixed('/register'),
  signup: fixed('/signup'),
  profile: fixed('/profile'),
  account: fixed('/account'),
  deposit: fixed('/deposit'),
  withdraw: fixed('/withdraw'),
  menu: fixed('/menu'),
  game: fixed('/game'),
  gameCategory: {
    path: '/game/:category',
    getHref: (category: string) => `/game/${encodeURIComponent(category)}`,
  },
  spinner: fixed('/spinner'),
  transactions: fixed('/transactions'),
  transactionsWithdraw: fixed('/transactions-withdraw'),
  transactionsDeposit: fixed('/transactions-deposit'),
  cashBack: fixed('/cash_back'),
  freeCredit: fixed('/free_credit'),
  affiliate: fixed('/affiliate'),
  promotion: fixed('/promotion'),
  history: fixed('/history'),
  playCare: fixed('/play-care'),
  slot: fixed('/slot'),
  baccarat: fixed('/baccarat'),
  poker: fixed('/poker'),
  trading: fixed('/trading'),
  // issue 27 item 7: open to visitors, linked from every footer.
  terms: fixed('/terms'),
  playResponsibly: fixed('/play-responsibly'),
} as const;

/** A full URL path for plain links from outside the member app (the landing page). */
export const memberHref = (href: string) => `${MEMBER_BASE}${href}`;

/** The in-app path of a browser path: "/user/home" → "/home". */
export function toAppPath(pathname: string) {
  if (pathname === MEMBER_BASE) return '/';
  return pathname.startsWith(`${MEMBER_BASE}/`) ? pathname.slice(MEMBER_BASE.length) : pathname;
}

const JOIN = '/join';
const isHome = (p: string) => p === paths.home.path || p.startsWith(`${paths.home.path}/`);
const isSignup = (p: string) => p === paths.register.path || p === paths.signup.path;

const GAME_LISTS: string[] = [
  paths.game.path,
  paths.slot.path,
  paths.baccarat.path,
  paths.poker.path,
  paths.trading.path,
];
/** The game catalogue pages: /game, /game/{category} and the category routes. */
const isGameList = (p: string) => GAME_LISTS.includes(p) || p.startsWith(`${paths.game.path}/`);

/** The terms and play-responsibly pages (issue 27 item 7): every footer links them, for visitors too. */
const isInfoPage = (p: string) => p === paths.terms.path || p === paths.playResponsibly.path;

/**
 * SPEC §4: pages a visitor may stay on when the session check fails. Free credit is added
 * (docs/decisions/086-pages-that-hold-together.md): the visitors' footer links to it, and it asks a visitor
 * to log in rather than bouncing. So are the game lists (issue 17): a visitor browses the games and is asked
 * to log in on launch.
 */
export const isPublicPage = (p: string) =>
  isHome(p) ||
  isSignup(p) ||
  isGameList(p) ||
  p === paths.login.path ||
  p === paths.promotion.path ||
  p === paths.freeCredit.path ||
  isInfoPage(p);

/** SPEC §4: a 401 on these pages does not send the member home (wrong password on Login, …). */
export const isUnauthorizedExempt = (p: string) =>
  isHome(p) || isSignup(p) || p === paths.login.path || p === JOIN;

/** SPEC §2: header and footer hide their navigation on these pages. */
export const isNavHidden = (p: string) =>
  isSignup(p) || p === paths.login.path || p === paths.profile.path || p === JOIN;
