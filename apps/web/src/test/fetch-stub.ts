import type { PublicConfig } from '@quadro/contracts';
import { vi } from 'vitest';
import { jsonResponse } from './render';

export const devConfig: PublicConfig = {
  turnstileSiteKey: null,
  priceCents: 9990,
  planName: 'Plano Profissional',
  trialDays: 7,
  paymentGateway: 'sandbox',
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs global fetch with per-"METHOD /v1/path" handlers; GET /v1/config answers the dev config. */
export function stubFetch(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler =
      handlers[key] ?? (key === 'GET /v1/config' ? () => jsonResponse(devConfig) : undefined);
    if (!handler)
      return Promise.resolve(jsonResponse({ error: 'Não encontrado', code: 'NOT_FOUND' }, 404));
    return Promise.resolve(handler(init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
