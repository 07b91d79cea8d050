import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

export type DialogProps = {
  /** The id that buttons open it by (commandfor, with command="show-modal"). */
  id: string;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  size?: 'medium' | 'large';
  placement?: 'center' | 'top';
  children: ReactNode;
};

/**
 * A modal dialog that HTML runs by itself: a button with commandfor/command="show-modal" opens it,
 * the rest of the page is inert while it is open, Escape and a click on the backdrop
 * (closedby="any") close it, and focus goes back to the button that opened it. No script.
 */
export function Dialog({ id, labelledBy, size = 'medium', placement = 'center', children }: DialogProps) {
  const className = [styles.dialog, size === 'large' ? styles.large : '', placement === 'top' ? styles.top : ''].filter(Boolean).join(' ');
  return (
    <dialog id={id} aria-labelledby={labelledBy} closedby="any" className={className}>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

export type DialogCloseButtonProps = { dialogId: string; label: string; className?: string };

/** An icon button that closes the dialog `dialogId`. */
export function DialogCloseButton({ dialogId, label, className }: DialogCloseButtonProps) {
  return (
    <button type="button" className={className ?? styles.close} commandfor={dialogId} command="close" aria-label={label}>
      <X aria-hidden="true" size={22} />
    </button>
  );
}
