import { z } from 'zod';
import type { Localized } from './localized';
import { isoDateSchema } from './iso-date';
import { neutral } from './language-neutral';

/** Front matter of a Markdown file under content/legal/; the file name is the page path. */
export const legalFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  updated: isoDateSchema,
  version: neutral(z.string().min(1).describe('Stored with each enquiry as the privacy policy the visitor agreed to')),
  summary: z.string().min(1).max(160),
});
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
export type LegalPage = Localized<LegalFrontMatter & { slug: string; html: string }>;
