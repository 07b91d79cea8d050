import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export type PostButtonProps = { action: string; csrf: string; fields?: Record<string, string>; children: ReactNode };

/** A form of one button that posts an action (retry, export, erase, sign out) with the CSRF token and its fields. */
export function PostButton({ action, csrf, fields = {}, children }: PostButtonProps) {
  return (
    <form className={styles.inline} method="post" action={action}>
      <input type="hidden" name="_csrf" value={csrf} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
