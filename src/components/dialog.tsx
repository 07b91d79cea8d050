import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
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

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert,
 * so focus stays inside while it is open; Escape and a click on the backdrop close it, and focus
 * returns to the control that opened it.
 */
export function Dialog({ isOpen, onClose, labelledBy, returnFocusRef, size = 'medium', placement = 'center', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    if (!dialog.open) dialog.showModal();
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
      className={`${styles.dialog} ${styles[size]} ${styles[placement]}`}
      onCancel={(event) => {
        // Escape: let React state close it, so the open flag and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {isOpen && <div className={styles.body}>{children}</div>}
    </dialog>
  );
}
