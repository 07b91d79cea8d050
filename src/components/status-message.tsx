import styles from './status-message.module.css';

export type StatusTone = 'success' | 'error' | 'info';

export type StatusMessageProps = { tone: StatusTone; message: string | null };

/**
 * A message about what just happened, announced by screen readers: errors at once (role=alert),
 * the rest politely (role=status). Both regions stay in the page so a new message is announced.
 */
export function StatusMessage({ tone, message }: StatusMessageProps) {
  const isError = tone === 'error';
  return (
    <div className={styles.regions}>
      <div role="status" className={!isError && message ? `${styles.message} ${styles[tone]}` : undefined}>
        {!isError && message}
      </div>
      <div role="alert" className={isError && message ? `${styles.message} ${styles.error}` : undefined}>
        {isError && message}
      </div>
    </div>
  );
}
