import admin from '../generated/admin.json';
import type { AdminCopy } from '../schemas/admin-copy';

export const getAdminCopy = (): AdminCopy => admin;
