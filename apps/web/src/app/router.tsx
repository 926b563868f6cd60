import { TH_WEB } from '@chokdee/contracts';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { onUnauthorized } from '../api/client';
import { userQueryKey } from '../api/get-user';
import { queryClient } from '../api/query-client';
import { Layout } from '../components/layout';
import { isUnauthorizedExempt, MEMBER_BASE, paths, toAppPath } from '../config/paths';
import { clearSession } from '../lib/session';

// Every screen is its own chunk, loaded on first visit.
const HomeRoute = lazy(() => import('../routes/home').then((m) => ({ default: m.HomeRoute })));
const LoginRoute = lazy(() => import('../routes/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() =>
  import('../routes/register/register').then((m) => ({ default: m.RegisterRoute })),
);
const ProfileRoute = lazy(() => import('../routes/profile').then((m) => ({ default: m.ProfileRoute })));
const MenuRoute = lazy(() => import('../routes/menu').then((m) => ({ default: m.MenuRoute })));
const PlaceholderRoute = lazy(() =>
  import('../routes/placeholder').then((m) => ({ default: m.PlaceholderRoute })),
);

const home = <Navigate to={paths.home.getHref()} replace />;

/** Screens of SPEC §2 whose APIs come later: a titled page with the empty state for now. */
const PLACEHOLDERS: [string, string][] = [
  [paths.account.path, TH_WEB.navAccount],
  [paths.deposit.path, TH_WEB.navDeposit],
  [paths.withdraw.path, TH_WEB.navWithdraw],
  [paths.game.path, TH_WEB.navGame],
  [paths.gameCategory.path, TH_WEB.navGameCategory],
  [paths.spinner.path, TH_WEB.navSpinner],
  [paths.transactions.path, TH_WEB.navTransactions],
  [paths.transactionsWithdraw.path, TH_WEB.navTransactionsWithdraw],
  [paths.transactionsDeposit.path, TH_WEB.navTransactionsDeposit],
  [paths.cashBack.path, TH_WEB.navCashBack],
  [paths.freeCredit.path, TH_WEB.navFreeCredit],
  [paths.affiliate.path, TH_WEB.navAffiliate],
  [paths.promotion.path, TH_WEB.navPromotion],
  [paths.history.path, TH_WEB.navHistory],
  [paths.slot.path, TH_WEB.navSlot],
  [paths.baccarat.path, TH_WEB.navCasino],
  [paths.poker.path, TH_WEB.navPoker],
  [paths.trading.path, TH_WEB.navTrading],
];

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: home },
      { path: paths.home.path, element: <HomeRoute /> },
      // RouteEffects stores the token and moves on to /home.
      { path: paths.homeShare.path, element: <HomeRoute /> },
      { path: paths.login.path, element: <LoginRoute /> },
      { path: paths.register.path, element: <RegisterRoute /> },
      { path: paths.signup.path, element: <Navigate to={paths.register.getHref()} replace /> },
      { path: paths.profile.path, element: <ProfileRoute /> },
      { path: paths.menu.path, element: <MenuRoute /> },
      ...PLACEHOLDERS.map(([path, title]) => ({ path, element: <PlaceholderRoute title={title} /> })),
      { path: '*', element: home },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: MEMBER_BASE });

// SPEC §4: a 401 anywhere but Login, Signup, Home, Join (or an unknown page) ends the session and goes home.
onUnauthorized(() => {
  if (isUnauthorizedExempt(toAppPath(router.state.location.pathname))) return;
  clearSession();
  queryClient.removeQueries({ queryKey: userQueryKey });
  void router.navigate(paths.home.getHref(), { replace: true });
});
