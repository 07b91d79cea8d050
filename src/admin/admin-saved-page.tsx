import type * as z from 'zod/mini';
import { useLocalStorage } from '../hooks/use-local-storage';
import type { AdminCopy } from '../schemas/admin-copy';
import { AdminPageShell } from './admin-page-shell';
import { AdminSavedView, type AdminSavedViewProps } from './admin-saved-view';

export type AdminSavedPageProps<O> = {
  path: string;
  copy: AdminCopy['showData'];
  /** The browser-storage key the form saved the draft under (src/lib/storage-keys.ts). */
  storageKey: string;
  schema: z.ZodMiniType<O>;
  /** The form that makes the draft. */
  formHref: string;
  toRecord: AdminSavedViewProps<O>['toRecord'];
};

/** An admin-style page that shows the draft a form saved in this browser, or why there is none. */
export function AdminSavedPage<O>({ path, copy, storageKey, schema, formHref, toRecord }: AdminSavedPageProps<O>) {
  const storage = useLocalStorage(storageKey, schema, null);
  return (
    <AdminPageShell path={path} page={copy}>
      <AdminSavedView copy={copy} storage={storage} formHref={formHref} toRecord={toRecord} />
    </AdminPageShell>
  );
}
