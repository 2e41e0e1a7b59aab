import { lazy, type ComponentType } from 'react';

/** A lazily loaded component whose code can be fetched ahead: `preload()` resolves once it is here. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy, plus a preload. A lazy component suspends on its first render even when its module is
 * already loaded, and a Suspense boundary that suspends during hydration stays server HTML until a
 * later pass: its buttons would not answer yet. Once preloaded, this renders the loaded component
 * directly, so that hydration takes it in the same pass as the rest of the page.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  const fetchModule = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchModule);
  function Preloadable(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload: () => fetchModule().then(() => undefined) });
}
