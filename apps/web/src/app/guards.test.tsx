import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { RedirectIfAuthenticated, RequireAuth } from './guards';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { Component: RequireAuth, children: [{ path: '/board', element: <p>quadro</p> }] },
      { Component: RedirectIfAuthenticated, children: [{ path: '/login', element: <p>login</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => useAuthStore.getState().logout());

describe('route guards', () => {
  it('sends a visitor from a protected page to /login', () => {
    renderAt('/board');
    expect(screen.getByText('login')).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /board', () => {
    useAuthStore.setState({ isAuthenticated: true, token: 't', refreshToken: 'r' });
    renderAt('/login');
    expect(screen.getByText('quadro')).toBeInTheDocument();
  });
});
