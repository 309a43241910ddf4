import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenPage(): never {
  throw new Error('quebrou');
}

const UndeployedPage = lazy(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/ok">ir para outra página</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<BrokenPage />} />
          <Route path="/undeployed" element={<UndeployedPage />} />
          <Route path="/ok" element={<p>outra página</p>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

// React reports every error a boundary catches.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('the pages’ error boundary', () => {
  it('shows the error page in place of a page that throws', () => {
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(
      screen.getByText('Tente recarregar a página. Se o problema continuar, fale com o suporte.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
  });

  it('shows the error page when a page’s code fails to load', async () => {
    renderAt('/undeployed');
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
  });

  it('lets go of the error once the user goes to another page', async () => {
    renderAt('/broken');
    await userEvent.setup().click(screen.getByRole('link', { name: 'ir para outra página' }));
    expect(await screen.findByText('outra página')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo deu errado' })).toBeNull();
  });
});
