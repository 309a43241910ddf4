import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HeaderSearchSlot } from '../components/header-search-slot';
import { paths, routePatterns } from '../lib/paths';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { PageLoader } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

// Every page is its own chunk, so the login bundle carries only what login needs.
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() =>
  import('./routes/register').then((m) => ({ default: m.RegisterRoute })),
);
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password').then((m) => ({ default: m.ResetPasswordRoute })),
);
const VerifyEmailRoute = lazy(() =>
  import('./routes/verify-email').then((m) => ({ default: m.VerifyEmailRoute })),
);
const InviteRoute = lazy(() => import('./routes/invite').then((m) => ({ default: m.InviteRoute })));
const TermsRoute = lazy(() => import('./routes/terms').then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazy(() =>
  import('./routes/privacy').then((m) => ({ default: m.PrivacyRoute })),
);
const DashboardRoute = lazy(() =>
  import('./routes/dashboard').then((m) => ({ default: m.DashboardRoute })),
);
const BoardRoute = lazy(() => import('./routes/board').then((m) => ({ default: m.BoardRoute })));
const BillingRoute = lazy(() =>
  import('./routes/billing').then((m) => ({ default: m.BillingRoute })),
);
// Its own chunk: /billing's first paint does not carry the receipt.
const ReceiptRoute = lazy(() =>
  import('./routes/receipt').then((m) => ({ default: m.ReceiptRoute })),
);
const NotificationsRoute = lazy(() =>
  import('./routes/notifications').then((m) => ({ default: m.NotificationsRoute })),
);
const UnsubscribeRoute = lazy(() =>
  import('./routes/unsubscribe').then((m) => ({ default: m.UnsubscribeRoute })),
);
// The signed-in pages' search: not in the login page's bundle.
const SearchBox = lazy(() =>
  import('../features/search/components/search-box').then((m) => ({ default: m.SearchBox })),
);
const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
);

/**
 * The app's pages. A navigation runs in a transition (BrowserRouter's default), so the screen
 * on view stays while the next page's code loads; the spinner shows only on the first page.
 */
export function AppRoutes() {
  useSessionExpiredRedirect();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path={paths.home()} element={<HomeRedirect />} />
          <Route element={<AuthLayout />}>
            <Route element={<RedirectIfAuthenticated />}>
              <Route path={paths.login()} element={<LoginRoute />} />
              <Route path={paths.register()} element={<RegisterRoute />} />
              <Route path={paths.forgotPassword()} element={<ForgotPasswordRoute />} />
            </Route>
            <Route path={paths.resetPassword()} element={<ResetPasswordRoute />} />
            <Route path={paths.verifyEmail()} element={<VerifyEmailRoute />} />
            <Route path={routePatterns.invite} element={<InviteRoute />} />
            <Route path={paths.unsubscribe()} element={<UnsubscribeRoute />} />
          </Route>
          <Route path={paths.terms()} element={<TermsRoute />} />
          <Route path={paths.privacy()} element={<PrivacyRoute />} />
          <Route element={<SignedIn />}>
            <Route path={paths.dashboard()} element={<DashboardRoute />} />
            <Route path={paths.board()} element={<BoardRoute />} />
            <Route path={routePatterns.boardWithId} element={<BoardRoute />} />
            <Route path={paths.billing()} element={<BillingRoute />} />
            <Route path={routePatterns.receipt} element={<ReceiptRoute />} />
            <Route path={paths.notifications()} element={<NotificationsRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Signed-in pages, whose headers search every workspace of the user's (the board's header
 * searches its own workspace: see routes/board.tsx).
 */
function SignedIn() {
  return (
    <HeaderSearchSlot
      value={
        <Suspense fallback={null}>
          <SearchBox />
        </Suspense>
      }
    >
      <RequireAuth />
    </HeaderSearchSlot>
  );
}

/** `/` is the board; the spinner stays on while the board's code loads, as on any first page. */
function HomeRedirect() {
  return (
    <>
      <PageLoader />
      <Navigate to={paths.board()} replace />
    </>
  );
}
