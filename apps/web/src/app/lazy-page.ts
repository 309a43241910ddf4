import { lazy, type ComponentType } from 'react';

/** A page in a chunk of its own, whose code `preload` fetches ahead of its first render. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload(): Promise<unknown>;
};

/**
 * A page in a chunk of its own. Rendered before its code is here, it suspends, as `React.lazy`
 * does; rendered after `preload` has loaded it, it renders in that same pass. That matters for the
 * first page: React commits what a suspended render reveals no sooner than 300 ms after the last
 * fallback it showed, so a first page that suspended waited that long after its code and data
 * were here (docs/decisions/0060-the-first-page-renders-without-suspending.md).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // React.lazy calls `then` at once and renders what it is given in the same pass, when given it
  // at once: a thenable that answers synchronously, where a promise would answer a tick later.
  const Page = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: typeof loaded) => void) => resolve(loaded) } as Promise<{
          default: ComponentType<P>;
        }>)
      : preload(),
  );
  return Object.assign(Page as ComponentType<P>, { preload });
}
