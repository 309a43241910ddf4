import type { Role } from '@quadro/contracts';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from '../lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import { useSubscriptionRequired } from './use-subscription-required';

const refusal = new ApiError(402, 'SUBSCRIPTION_REQUIRED', 'Assine para continuar.');

afterEach(() => vi.restoreAllMocks());

/** A board-like screen whose one write the server refuses with `error`. */
function Screen({ role, error, plan }: { role: Role | undefined; error: ApiError; plan?: 'own' }) {
  useSubscriptionRequired(role);
  const write = useMutation({ mutationFn: () => Promise.reject(error), meta: { plan } });
  return (
    <button type="button" onClick={() => write.mutate()}>
      escrever
    </button>
  );
}

async function refusedWrite(role: Role | undefined, error = refusal, plan?: 'own') {
  const router = createMemoryRouter(
    [
      { path: '/board/1', element: <Screen role={role} error={error} plan={plan} /> },
      { path: '/billing', element: <p>cobrança</p> },
    ],
    { initialEntries: ['/board/1'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(async () => screen.getByRole('button', { name: 'escrever' }).click());
  return router;
}

describe('a write refused because the plan is over', () => {
  it('tells the owner why and takes them to /billing', async () => {
    const shown = vi.spyOn(toast, 'error');
    const router = await refusedWrite('owner');
    expect(shown).toHaveBeenCalledWith('Assine para continuar.', expect.anything());
    expect(router.state.location.pathname).toBe('/billing');
  });

  it.each(['admin', 'member'] as const)(
    'tells a %s why and leaves them on the board',
    async (role) => {
      const shown = vi.spyOn(toast, 'error');
      const router = await refusedWrite(role);
      expect(shown).toHaveBeenCalledWith('Assine para continuar.', expect.anything());
      expect(router.state.location.pathname).toBe('/board/1');
    },
  );

  it('takes anyone to /billing when the plan was their own (creating a workspace)', async () => {
    const router = await refusedWrite('member', refusal, 'own');
    expect(router.state.location.pathname).toBe('/billing');
  });

  it('leaves other refusals to their screens', async () => {
    const shown = vi.spyOn(toast, 'error');
    const router = await refusedWrite('owner', new ApiError(403, 'FORBIDDEN', 'Não pode.'));
    expect(shown).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/board/1');
  });
});
