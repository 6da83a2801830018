import { useEffect, useRef } from "react";
import { closeToastHost, openToastHost } from "../toast.tsx";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Drives a native <dialog> as a modal: showModal() makes the rest of the page
 * inert (focus stays inside) and Escape closes it. This hook adds what the
 * element lacks: open/close from React state, and closing on a backdrop click
 * (Escape remains the keyboard way). Focus returns to the opener on close.
 * While it is open, the toasts show inside it (toast.tsx): outside, they would be inert.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      openToastHost(dialog);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      closeToastHost(dialog);
      onCloseRef.current();
    };
    const handleClick = (event: MouseEvent) => {
      // A click on the backdrop lands on the dialog element itself, outside its box.
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    };
    // The page behind is inert, but Tab from the last control would leave for the
    // browser's own UI: wrap it around inside the dialog instead.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener("close", handleClose);
    dialog.addEventListener("click", handleClick);
    dialog.addEventListener("keydown", handleKeyDown);
    return () => {
      closeToastHost(dialog);
      dialog.removeEventListener("close", handleClose);
      dialog.removeEventListener("click", handleClick);
      dialog.removeEventListener("keydown", handleKeyDown);
    };
  }, []);

  return ref;
}
