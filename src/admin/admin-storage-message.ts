import type { StorageProblem } from '../hooks/use-local-storage';
import type { AdminCopy } from '../schemas/admin-copy';

/** The words for what went wrong with browser storage. */
export function storageProblemMessage(problem: StorageProblem, states: AdminCopy['states']): string {
  switch (problem) {
    case 'blocked':
      return states.blocked;
    case 'full':
      return states.full;
    case 'corrupt':
      return states.corrupt;
    case 'failed':
      return states.failed;
  }
}
