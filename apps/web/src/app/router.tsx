import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { boardQueryOptions } from '../features/board/api/get-board';
import { workspacesQueryOptions } from '../features/workspaces/api/get-workspaces';
import { useAuthStore } from '../lib/auth-store';
import { setSessionExpiredHandler } from '../lib/http';
import { paths, routePatterns } from '../lib/paths';
import { queryClient } from '../lib/query-client';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { PageLoader } from './page-loader';
import { RouteError } from './route-error';

/** Starts a board's requests while the board screen's code downloads, not after it. */
function prefetchBoard({ params }: LoaderFunctionArgs): null {
  if (params.boardId && useAuthStore.getState().isAuthenticated) {
    void queryClient.prefetchQuery(boardQueryOptions(params.boardId));
    void queryClient.prefetchQuery(workspacesQueryOptions());
  }
  return null;
}

/** Every page is its own chunk, so the login bundle carries only what login needs. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { path: paths.home(), loader: () => redirect(paths.board()) },
      {
        Component: AuthLayout,
        children: [
          {
            Component: RedirectIfAuthenticated,
            children: [
              {
                path: paths.login(),
                lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
              },
              {
                path: paths.register(),
                lazy: () =>
                  import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
              },
              {
                path: paths.forgotPassword(),
                lazy: () =>
                  import('./routes/forgot-password').then((m) => ({
                    Component: m.ForgotPasswordRoute,
                  })),
              },
            ],
          },
          {
            path: paths.resetPassword(),
            lazy: () =>
              import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          {
            path: paths.verifyEmail(),
            lazy: () =>
              import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
          },
          {
            path: routePatterns.invite,
            lazy: () => import('./routes/invite').then((m) => ({ Component: m.InviteRoute })),
          },
        ],
      },
      {
        path: paths.terms(),
        lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
      },
      {
        path: paths.privacy(),
        lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: paths.dashboard(),
            lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: paths.board(),
            lazy: () => import('./routes/board').then((m) => ({ Component: m.BoardRoute })),
          },
          {
            path: routePatterns.boardWithId,
            loader: prefetchBoard,
            lazy: () => import('./routes/board').then((m) => ({ Component: m.BoardRoute })),
          },
          {
            path: paths.billing(),
            lazy: () => import('./routes/billing').then((m) => ({ Component: m.BillingRoute })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(routes);
  // The logout that expired the session also cleared the cache (query-client.ts).
  setSessionExpiredHandler(() => void router.navigate(paths.login(), { replace: true }));
  return router;
}
