import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { stubFetch } from '../test/fetch-stub';
import { AppRoutes, preloadPage } from './router';

// A file of its own: a page loaded by another test would render at once without any preload.
describe('preloadPage', () => {
  it('loads the page the guards send a visitor to: / is the board, which sends them to /login', async () => {
    stubFetch();
    await preloadPage('/');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Bem-vindo de volta')).toBeInTheDocument();
  });
});
