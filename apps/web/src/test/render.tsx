import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

/** Renders `element` at `path` inside a memory router and a fresh query client (returned too). */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', state }: { path?: string; state?: unknown } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [state === undefined ? path : { ...parsePath(path), state }],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
