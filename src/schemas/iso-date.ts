import * as z from 'zod/mini';
import '../lib/zod-config';
import { isIsoDate } from '../lib/dates';
import { neutral } from './language-neutral';

/** A real calendar date written YYYY-MM-DD: in content, in the admin drafts the browser keeps, and on posts. */
export const isoDateSchema = neutral(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD'), z.refine(isIsoDate, 'a real calendar date')),
);
