import * as z from 'zod/mini';
import '../lib/zod-config';

/**
 * One entry of the site search's index: the content build writes them, the search dialog reads
 * them back (a response is input like any other, so it keeps only the entries that fit).
 */
export const searchEntrySchema = z.object({
  kind: z.enum(['service', 'course', 'post', 'page']),
  title: z.string(),
  href: z.string().check(z.startsWith('/')),
  text: z.string(),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;
