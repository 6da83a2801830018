import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from "react";

/** The server's imports of the parts below, which it awaits before rendering (entry.server.tsx). */
const serverImports: Promise<unknown>[] = [];

/** Resolves once the server has every lazily loaded part it renders (at once after the first time). */
export function serverRenderedPartsLoaded(): Promise<unknown> {
  return Promise.all(serverImports);
}

/**
 * `React.lazy` for a part the server renders (issue 17: its code stays out of the page's first
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
