import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../lib/auth-store';
import { paths } from '../lib/paths';

/** Signed-in pages: anyone else goes to /login (spec §2). */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isAuthenticated) return <Navigate to={paths.login()} replace />;
  return <Outlet />;
}

/**
 * Login, register and recovery send a signed-in user to /board. Decided once on entry, because
 * registering signs the user in and must still show its success message before redirecting.
 */
export function RedirectIfAuthenticated() {
  const [signedInOnEntry] = useState(() => useAuthStore.getState().isAuthenticated);
  if (signedInOnEntry) return <Navigate to={paths.board()} replace />;
  return <Outlet />;
}
