import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { onUnauthorized } from '../api/client';
import { currentSession, keepSession } from '../api/get-session';
import { queryClient } from '../api/query-client';
import { Layout } from '../components/layout';
import { RequireSession } from '../components/require-session';
import { RouteError } from '../components/route-error';
import { ScreenGuard } from '../components/screen-guard';
import { ADMIN_BASE, paths, toAppPath, type ScreenPath } from '../config/paths';
import { SCREENS } from '../config/screens';

// Every screen is its own chunk, loaded on its first visit.
const LoginRoute = lazy(() => import('../routes/login/login').then((m) => ({ default: m.LoginRoute })));
const SCREEN_ROUTES: Record<ScreenPath, LazyExoticComponent<ComponentType>> = {
  [paths.dashboard]: lazy(() => import('../routes/dashboard').then((m) => ({ default: m.DashboardRoute }))),
  [paths.withdrawals]: lazy(() =>
    import('../routes/withdrawals/withdrawals').then((m) => ({ default: m.WithdrawalsRoute })),
  ),
  [paths.deposits]: lazy(() =>
    import('../routes/deposits/deposits').then((m) => ({ default: m.DepositsRoute })),
  ),
  [paths.approvals]: lazy(() =>
    import('../routes/approvals/approvals').then((m) => ({ default: m.ApprovalsRoute })),
  ),
  [paths.members]: lazy(() => import('../routes/members/members').then((m) => ({ default: m.MembersRoute }))),
  [paths.protection]: lazy(() =>
    import('../routes/protection/protection').then((m) => ({ default: m.ProtectionRoute })),
  ),
  [paths.channels]: lazy(() =>
    import('../routes/deposit-channels/deposit-channels').then((m) => ({ default: m.DepositChannelsRoute })),
  ),
  [paths.promotions]: lazy(() =>
    import('../routes/promotions/promotions').then((m) => ({ default: m.PromotionsRoute })),
  ),
  [paths.rewards]: lazy(() => import('../routes/rewards/rewards').then((m) => ({ default: m.RewardsRoute }))),
  [paths.banners]: lazy(() =>
    import('../routes/marketing/banners').then((m) => ({ default: m.BannersRoute })),
  ),
  [paths.settings]: lazy(() =>
    import('../routes/settings/settings').then((m) => ({ default: m.SettingsRoute })),
  ),
  [paths.reports]: lazy(() => import('../routes/reports/reports').then((m) => ({ default: m.ReportsRoute }))),
  [paths.staff]: lazy(() => import('../routes/staff/staff').then((m) => ({ default: m.StaffRoute }))),
};
/** One member's page: opened from the members screen, guarded by its permissions. */
const MemberRoute = lazy(() =>
  import('../routes/members/member-page').then((m) => ({ default: m.MemberRoute })),
);
const membersScreen = SCREENS.find((s) => s.path === paths.members)!;

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.login, element: <LoginRoute /> },
      {
        element: (
          <RequireSession>
            <Layout />
          </RequireSession>
        ),
        children: [
          ...SCREENS.map((screen) => {
            const Screen = SCREEN_ROUTES[screen.path];
            return {
              path: screen.path,
              element: (
                <ScreenGuard screen={screen}>
                  <Screen />
                </ScreenGuard>
              ),
            };
          }),
          {
            path: paths.member,
            element: (
              <ScreenGuard screen={membersScreen}>
                <MemberRoute />
              </ScreenGuard>
            ),
          },
          { path: '*', element: <Navigate to={paths.dashboard} replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: ADMIN_BASE });

/**
 * A 401 while signed in (the server's idle sign-out, a revoked session): back to sign-in with the server's
 * Thai message, every cached answer dropped. Before sign-in a 401 is the sign-in form's own error.
 */
onUnauthorized((message) => {
  if (!currentSession()) return;
  queryClient.clear();
  keepSession(null);
  const from = toAppPath(router.state.location.pathname);
  void router.navigate(paths.login, { replace: true, state: { message, from } });
});
