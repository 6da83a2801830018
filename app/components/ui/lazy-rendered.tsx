import { createElement, lazy, useEffect, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from "react";

/** The server's imports of the parts below, which it awaits before rendering (entry.server.tsx). */
const serverImports: Promise<unknown>[] = [];

/** Resolves once the server has every lazily loaded part it renders (at once after the first time). */
export function serverRenderedPartsLoaded(): Promise<unknown> {
  return Promise.all(serverImports);
}

/**
 * `React.lazy` for a part the server renders (its code stays out of the page's first
 * load). In the browser it is `lazy`: its code is asked for when it first renders, and hydration
 * keeps the server's HTML inside its Suspense boundary until it has arrived. On the server its
 * module is imported when this is called, and the server awaits it before any render: a render
 * that waited for it inside a boundary would stream the part hidden, for an inline script to
 * show (without JavaScript it would stay hidden).
 */
// React.lazy's own bound: any component, whatever its props.
// eslint-disable-next-line typescript/no-explicit-any
export function lazyRendered<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T | LazyExoticComponent<T> {
  // (import.meta.env.SSR: the browser's bundle carries no server branch.)
  if (!import.meta.env.SSR) return lazy(load);
  let Loaded: T | undefined;
  serverImports.push(
    load().then((module) => {
      Loaded = module.default;
    }),
  );
  const ServerRendered = (props: ComponentProps<T>) => {
    if (!Loaded) throw new Error("a lazily loaded part was rendered before its module loaded (entry.server.tsx awaits serverRenderedPartsLoaded)");
    return createElement(Loaded, props);
  };
  return ServerRendered as unknown as T;
}

/** A module the browser loads when a part needs it, kept once loaded (`lazyModule`). */
export type LazyModule<T> = { load: () => Promise<T>; loaded: () => T | null };

/** One import for every caller, kept once it has arrived; a failed one is tried again at the next call (a deploy may have replaced the chunk). */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * The module once `wanted` (at once when it was loaded before, by this part or another); null until
 * then. `failed` when its import did not come; `retry` asks again. Render what needs it directly
 * (not `React.lazy`, which suspends once even when the module is there).
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): { module: T | null; failed: boolean; retry: () => void } {
  const [, setLoads] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const value = module.loaded();
  useEffect(() => {
    if (!wanted || value) return;
    let current = true;
    module.load().then(
      () => current && setLoads((count) => count + 1),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module, wanted, value, attempt]);
  return {
    module: value,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}
