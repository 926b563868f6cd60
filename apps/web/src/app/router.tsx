import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { onPasswordChangeRequired, onUnauthorized } from '../api/client';
import { userQueryKey } from '../api/get-user';
import { queryClient } from '../api/query-client';
import type { OpenDialogState } from '../components/dialog-host';
import { Layout } from '../components/layout';
import { RouteError } from '../components/route-error';
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
const GameRoute = lazy(() => import('../routes/game').then((m) => ({ default: m.GameRoute })));
const DepositRoute = lazy(() => import('../routes/deposit').then((m) => ({ default: m.DepositRoute })));
const WithdrawRoute = lazy(() => import('../routes/withdraw').then((m) => ({ default: m.WithdrawRoute })));
const HistoryRoute = lazy(() => import('../routes/history').then((m) => ({ default: m.HistoryRoute })));
const TransactionsRoute = lazy(() =>
  import('../routes/transactions').then((m) => ({ default: m.TransactionsRoute })),
);
const PromotionRoute = lazy(() => import('../routes/promotion').then((m) => ({ default: m.PromotionRoute })));
const AccountRoute = lazy(() => import('../routes/account').then((m) => ({ default: m.AccountRoute })));
const CashBackRoute = lazy(() => import('../routes/cash-back').then((m) => ({ default: m.CashBackRoute })));
const AffiliateRoute = lazy(() => import('../routes/affiliate').then((m) => ({ default: m.AffiliateRoute })));
const FreeCreditRoute = lazy(() =>
  import('../routes/free-credit').then((m) => ({ default: m.FreeCreditRoute })),
);
const TermsRoute = lazy(() => import('../routes/terms').then((m) => ({ default: m.TermsRoute })));
const PlayResponsiblyRoute = lazy(() =>
  import('../routes/play-responsibly').then((m) => ({ default: m.PlayResponsiblyRoute })),
);
const PlayCareRoute = lazy(() => import('../routes/play-care').then((m) => ({ default: m.PlayCareRoute })));
const SpinnerRoute = lazy(() => import('../routes/spinner').then((m) => ({ default: m.SpinnerRoute })));

const home = <Navigate to={paths.home.getHref()} replace />;

const routes: RouteObject[] = [
  {
    element: <Layout />,
    // One Thai error page with a reload for a render error on any route (components/route-error.tsx).
    errorElement: <RouteError />,
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
      { path: paths.account.path, element: <AccountRoute /> },
      { path: paths.deposit.path, element: <DepositRoute /> },
      { path: paths.withdraw.path, element: <WithdrawRoute /> },
      { path: paths.history.path, element: <HistoryRoute /> },
      { path: paths.transactions.path, element: <TransactionsRoute variant="all" /> },
      { path: paths.transactionsDeposit.path, element: <TransactionsRoute variant="deposit" /> },
      { path: paths.transactionsWithdraw.path, element: <TransactionsRoute variant="withdraw" /> },
      { path: paths.promotion.path, element: <PromotionRoute /> },
      { path: paths.game.path, element: <GameRoute /> },
      { path: paths.gameCategory.path, element: <GameRoute /> },
      { path: paths.slot.path, element: <GameRoute category="EGAMES" /> },
      { path: paths.baccarat.path, element: <GameRoute category="LIVECASINO" /> },
      { path: paths.poker.path, element: <GameRoute category="POKER" /> },
      { path: paths.trading.path, element: <GameRoute category="TRADING" /> },
      { path: paths.cashBack.path, element: <CashBackRoute /> },
      { path: paths.affiliate.path, element: <AffiliateRoute /> },
      { path: paths.freeCredit.path, element: <FreeCreditRoute /> },
      { path: paths.spinner.path, element: <SpinnerRoute /> },
      { path: paths.terms.path, element: <TermsRoute /> },
      { path: paths.playResponsibly.path, element: <PlayResponsiblyRoute /> },
      { path: paths.playCare.path, element: <PlayCareRoute /> },
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

// A temporary password from staff not changed yet: every call the server refuses for it brings its change back
// on the page the member is on (docs/ABUSE.md 16.8).
onPasswordChangeRequired(() => {
  const { pathname, search } = router.state.location;
  const state: OpenDialogState = { openDialog: 'password-change' };
  void router.navigate(`${toAppPath(pathname)}${search}`, { replace: true, state });
});
