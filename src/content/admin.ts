import { admin } from '../generated/content/admin';
import type { AdminCopy } from '../schemas/admin-copy';

/** content/admin.yaml: the admin-style pages are in English only, so none of its texts is marked with another language. */
export const getAdminCopy = (): AdminCopy => admin;
