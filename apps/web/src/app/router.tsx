import { isValidElement, lazy, Suspense, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { HeaderSearchSlot } from '../components/header-search-slot';
import { useAuthStore } from '../lib/auth-store';
import { paths, routePatterns } from '../lib/paths';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { PageLoader } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

// Every page is its own chunk, so the login bundle carries only what login needs.
const LoginRoute = lazyPage(() => import('./routes/login').then((m) => m.LoginRoute));
const RegisterRoute = lazyPage(() => import('./routes/register').then((m) => m.RegisterRoute));
const ForgotPasswordRoute = lazyPage(() =>
  import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
);
const ResetPasswordRoute = lazyPage(() =>
  import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
);
const VerifyEmailRoute = lazyPage(() =>
  import('./routes/verify-email').then((m) => m.VerifyEmailRoute),
);
const InviteRoute = lazyPage(() => import('./routes/invite').then((m) => m.InviteRoute));
const TermsRoute = lazyPage(() => import('./routes/terms').then((m) => m.TermsRoute));
const PrivacyRoute = lazyPage(() => import('./routes/privacy').then((m) => m.PrivacyRoute));
const DashboardRoute = lazyPage(() => import('./routes/dashboard').then((m) => m.DashboardRoute));
const BoardRoute = lazyPage(() => import('./routes/board').then((m) => m.BoardRoute));
const BillingRoute = lazyPage(() => import('./routes/billing').then((m) => m.BillingRoute));
// Its own chunk: /billing's first paint does not carry the receipt.
const ReceiptRoute = lazyPage(() => import('./routes/receipt').then((m) => m.ReceiptRoute));
const NotificationsRoute = lazyPage(() =>
  import('./routes/notifications').then((m) => m.NotificationsRoute),
);
const UnsubscribeRoute = lazyPage(() =>
  import('./routes/unsubscribe').then((m) => m.UnsubscribeRoute),
);
// The signed-in pages' search: not in the login page's bundle.
const SearchBox = lazy(() =>
  import('../features/search/components/search-box').then((m) => ({ default: m.SearchBox })),
);
const NotFoundRoute = lazyPage(() => import('./routes/not-found').then((m) => m.NotFoundRoute));

/** The app's pages; each page's element is rendered in full, or a lazy page (lazy-page.ts). */
const pages = (
  <>
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
  </>
);

const pageRoutes = createRoutesFromElements(pages);

const elementType = (element: ReactNode): unknown =>
  isValidElement(element) ? element.type : undefined;

function lazyPageOf(element: ReactNode): LazyPage | undefined {
  const type = elementType(element);
  const callable = typeof type === 'function' || (typeof type === 'object' && type !== null);
  return callable && 'preload' in type ? (type as LazyPage) : undefined;
}

/**
 * Where the first address lands once its guards have run (guards.tsx): `/` opens on the board,
 * a signed-in page sends a visitor to /login, and login, register and recovery send a signed-in
 * user to the board.
 */
function landingPath(pathname: string): string {
  const path = pathname === paths.home() ? paths.board() : pathname;
  const signedIn = useAuthStore.getState().isAuthenticated;
  for (const { route } of matchRoutes(pageRoutes, path) ?? []) {
    const type = elementType(route.element);
    if (type === SignedIn && !signedIn) return paths.login();
    if (type === RedirectIfAuthenticated && signedIn) return paths.board();
  }
  return path;
}

/**
 * Loads the code of the page the first address lands on, for the first render to find it here:
 * see lazy-page.ts. A page whose code fails to load is left to its render, which tries again and
 * shows the error.
 */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.allSettled(
    (matchRoutes(pageRoutes, landingPath(pathname)) ?? []).map(({ route }) =>
      lazyPageOf(route.element)?.preload(),
    ),
  );
}

/**
 * The app's pages. A navigation runs in a transition (BrowserRouter's default), so the screen
 * on view stays while the next page's code loads; the spinner shows only for a first page whose
 * code was not preloaded.
 */
export function AppRoutes() {
  useSessionExpiredRedirect();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Routes>{pages}</Routes>
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

/** `/` is the board, whose code `preloadPage` loads for it. */
function HomeRedirect() {
  return (
    <>
      <PageLoader />
      <Navigate to={paths.board()} replace />
    </>
  );
}
