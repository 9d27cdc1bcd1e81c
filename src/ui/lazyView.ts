/**
 * React.lazy for a view whose chunk may already be loaded when it first renders (loaded before
 * hydrating the server's markup that shows it, or prefetched): then it renders in that very
 * render. A plain lazy suspends once even then (its import() answers a microtask later), and a
 * suspending view inside server markup makes React drop that markup for the loader as soon as
 * an update reaches it: a flash of the spinner over a page that was already there.
 */
import { lazy, type ComponentType } from 'react';

type Module<T> = { default: T };

// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own signature
export function lazyView<T extends ComponentType<any>>(load: () => Promise<Module<T>>) {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => (loaded = module));
    loading.catch(() => {
      loading = undefined;
    }); // offline before it was cached: a later try may work
    return loading;
  };
  // A thenable that answers at once when the chunk is in: React.lazy reads it in the same render.
  const View = lazy(
    () =>
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads without waiting
      (loaded ? { then: (resolve: (module: Module<T>) => void) => resolve(loaded!) } : loadOnce()) as Promise<
        Module<T>
      >,
  );
  return { View, load: loadOnce };
}
