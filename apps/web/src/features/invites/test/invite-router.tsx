import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';

/** Where a navigation landed: the path, the query and the state it carried. */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {`${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}
    </p>
  );
}

/** Renders `element` at `path` with `/board`, `/register` and `/` answering with `Landing`. */
export function renderWithRoutes(element: ReactElement, path: string, pattern = '*') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/board', element: <Landing /> },
      { path: '/register', element: <Landing /> },
      { path: '/', element: <Landing /> },
      { path: pattern, element },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
