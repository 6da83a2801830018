/**
 * The one notification system (decisions.md: "toasts are the one notification
 * system"). A few dozen lines instead of a library: toasts here are plain
 * title + text, announced through an ARIA live region; errors use the
 * destructive style and role="alert".
 *
 * One clear result at a time: a toast of a `group` (one form)
 * replaces that group's earlier toasts, so a success never sits under the same
 * form's stale error. Toasts show at the bottom of the viewport, above the
 * cookie banner while it is there, never over the sticky header's controls.
 * While a modal dialog is open, the rest of the page is inert and under its backdrop: the toasts
 * then show inside that dialog (the innermost one), where they can be seen, read by a screen
 * reader and closed. use-modal-dialog.ts names the dialogs as they open and close.
 */
import { lazy, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { OptionalChunk } from "./ui/optional-chunk.tsx";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Toasts of one group replace each other (e.g. one form's error, then its success). */
  group?: string;
};
export type Toast = ToastInput & { id: number };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Closes every toast of a group (a form's errors, once it succeeded). */
export function dismissToastGroup(group: string) {
  if (!toasts.some((t) => t.group === group)) return;
  toasts = toasts.filter((t) => t.group !== group);
  emit();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const others = input.group === undefined ? toasts : toasts.filter((t) => t.group !== input.group);
  toasts = [...others.slice(-2), { ...input, id }];
  emit();
  return id;
}

/** The open modal dialogs, innermost last. */
let hosts: readonly HTMLElement[] = [];

/** A modal dialog opened: the toasts show inside it until it closes. */
export function openToastHost(dialog: HTMLElement) {
  hosts = [...hosts.filter((host) => host !== dialog), dialog];
  emit();
}

export function closeToastHost(dialog: HTMLElement) {
  if (!hosts.includes(dialog)) return;
  hosts = hosts.filter((host) => host !== dialog);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const EMPTY: Toast[] = [];
function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}

function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => hosts.at(-1) ?? null,
    () => null,
  );
}

/** One toast, with its timer and its close button: loaded with the first toast (./toast-item.tsx). */
const ToastItem = lazy(() => import("./toast-item.tsx"));

export function Toaster() {
  const items = useToasts();
  const host = useToastHost();
  const list = (
    <ol className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--consent-banner-height,0px)+1rem)] z-[60] flex w-full flex-col gap-2 px-4 sm:left-auto sm:max-w-md" aria-live="polite">
      {items.map((item) => (
        <OptionalChunk key={item.id} name="Toast">
          <ToastItem item={item} />
        </OptionalChunk>
      ))}
    </ol>
  );
  return host ? createPortal(list, host) : list;
}
