import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Hello = ({ name }: { name: string }) => <p>Olá, {name}</p>;

function renderPage(Page: React.ComponentType<{ name: string }>) {
  const fallback = vi.fn(() => <p>Carregando</p>);
  const Fallback = fallback;
  render(
    <Suspense fallback={<Fallback />}>
      <Page name="Ana" />
    </Suspense>,
  );
  return fallback;
}

describe('lazyPage', () => {
  it('suspends when rendered before its code is here', async () => {
    const Page = lazyPage(() => Promise.resolve(Hello));
    const fallback = renderPage(Page);
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();
    expect(fallback).toHaveBeenCalled();
  });

  it('renders in the same pass once preloaded, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    const fallback = renderPage(Page);
    expect(screen.getByText('Olá, Ana')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('rede'))
      .mockResolvedValueOnce(Hello);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('rede');
    await act(() => Page.preload());
    renderPage(Page);
    expect(screen.getByText('Olá, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
