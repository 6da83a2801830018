import type { PromptStorage } from "../../domain/signup-prompt.ts";

/**
 * localStorage, or a no-op when the browser refuses it (private modes, storage
 * disabled): the prompt then simply behaves as never dismissed.
 */
export function browserStorage(): PromptStorage {
  try {
    const storage = window.localStorage;
    return {
      getItem: (key) => {
        try {
          return storage.getItem(key);
        } catch {
          return null;
        }
      },
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          // Storage full or refused: nothing to keep.
        }
      },
    };
  } catch {
    return { getItem: () => null, setItem: () => {} };
  }
}
