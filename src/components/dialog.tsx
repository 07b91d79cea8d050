import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styles from './dialog.module.css';

export type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  size?: 'medium' | 'large';
  placement?: 'center' | 'top';
  children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and Shift+Tab from the first to the last, never out of the dialog. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusables.length === 0) return;
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert,
 * and Tab wraps around inside it, so focus stays inside while it is open; Escape and a click on the backdrop close it, and focus
 * returns to the control that opened it.
 */
export function Dialog({ isOpen, onClose, labelledBy, returnFocusRef, size = 'medium', placement = 'center', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control; a field marked data-autofocus is the better start.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const returnTo = returnFocusRef?.current;
    return () => {
      dialog.close();
      returnTo?.focus();
    };
  }, [isOpen, returnFocusRef]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={[styles.dialog, size === 'large' ? styles.large : '', placement === 'top' ? styles.top : ''].filter(Boolean).join(' ')}
      onCancel={(event) => {
        // Escape: let React state close it, so the open flag and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Handled here too: a search field would otherwise spend the first Escape on clearing itself.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else trapTab(event);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {isOpen && <div className={styles.body}>{children}</div>}
    </dialog>
  );
}
