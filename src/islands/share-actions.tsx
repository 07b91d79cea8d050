import { Copy, Share2 } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import styles from './share-actions.module.css';

const subscribeToNothing = () => () => {};

export type ShareActionsProps = {
  url: string;
  title: string;
  copy: { copyLink: string; copied: string; copyFailed: string; nativeShare: string };
};

/**
 * The share links' two buttons that need JavaScript (an island): copy the post's address, with the
 * outcome announced to screen readers, and the browser's own share sheet where it has one. Neither
 * is in the prerendered page, so a page without JavaScript shows no button that does nothing.
 */
export function ShareActions({ url, title, copy }: ShareActionsProps) {
  const isBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const canShare = useSyncExternalStore(
    subscribeToNothing,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [message, setMessage] = useState('');

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(copy.copied);
    } catch (error) {
      // Clipboard access refused (permissions, an insecure page): say so, and where the address is.
      console.warn('copy link:', error);
      setMessage(copy.copyFailed);
    }
  }

  async function handleShare() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: nothing went wrong.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('share:', error);
    }
  }

  return (
    <div className={styles.actions}>
      {isBrowser && (
        <button type="button" className={styles.button} onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" size={18} />
          {copy.copyLink}
        </button>
      )}
      {canShare && (
        <button type="button" className={styles.button} onClick={() => void handleShare()}>
          <Share2 aria-hidden="true" size={18} />
          {copy.nativeShare}
        </button>
      )}
      {/* In the page from the start, so screen readers announce what is written into it. */}
      <p role="status" className={message ? styles.message : 'visually-hidden'}>
        {message}
      </p>
    </div>
  );
}
