import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * false on the server and in the first client render, true once React has
 * hydrated: for what only works with JavaScript (a show-password button, a
 * cart read from localStorage), so the server's HTML and the first render match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
