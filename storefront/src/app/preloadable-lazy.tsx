import { type ComponentType, createElement, lazy } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the code; once it is in, the component renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy that can be loaded ahead of its first render. A page rendered afresh over the server's loading shell
 * (a manage link) loads its code first, so its first render is the page itself: a lazy component suspends even when
 * its code is already in, and the Suspense fallback in between would collapse the shell and move the footer.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  const Preloadable = (props: P) => createElement(loaded ?? Lazy, props);
  Preloadable.preload = () => load().then((module) => void (loaded = module.default));
  return Preloadable;
}
