/**
 * "An e-mail was just queued": lets a request wake the outbox worker at once
 * instead of waiting for its next poll. Held on globalThis because the server
 * entry (which runs the worker) and the React Router bundle (which runs the
 * actions) each load their own copy of this module. Only a hint: the worker
 * polls anyway, and other instances find the rows on their next poll.
 */
const KEY = Symbol.for("location-rive-sud.outbox-listeners");
type Holder = { [KEY]?: Set<() => void> };

function listeners(): Set<() => void> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Set();
  return holder[KEY];
}

export function notifyOutbox(): void {
  for (const listener of listeners()) listener();
}

export function onOutboxNotify(listener: () => void): () => void {
  listeners().add(listener);
  return () => {
    listeners().delete(listener);
  };
}
