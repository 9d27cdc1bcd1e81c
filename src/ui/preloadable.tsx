/**
 * A component from its own chunk that a page can fetch before its first paint (`preload`): once
 * in, it renders at once; until then (not preloaded, or still on its way) it renders nothing.
 */
import { lazy, Suspense, type ComponentType } from 'react';

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // The same boundary whether loaded or not: a server-rendered page hydrates whichever the browser has.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view at module level, like React.lazy's
  function Preloadable(props: P) {
    const Loaded = loaded;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Object.assign(Preloadable, { preload });
}
