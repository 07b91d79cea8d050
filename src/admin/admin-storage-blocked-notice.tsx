import { StatusMessage } from '../components/status-message';
import { getAdminCopy } from '../content/admin';
import type { StorageProblem } from '../hooks/use-local-storage';
import styles from './admin-form.module.css';

/** Warns before the user types anything when this browser will not let the form save. */
export function AdminStorageBlockedNotice({ readProblem }: { readProblem: StorageProblem | null }) {
  if (readProblem !== 'blocked') return null;
  return (
    <div className={styles.notice}>
      <StatusMessage tone="error" message={getAdminCopy().states.blocked} />
    </div>
  );
}
