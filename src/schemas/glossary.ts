import { z } from 'zod';

/** One thing the copy of a language names: the word it writes for it, and the words it does not. */
const termSchema = z.strictObject({
  use: z.string().min(1).describe('The word the copy writes'),
  not: z.array(z.string().min(1)).min(1).describe('Words to write as `use` instead; each also matches the start of a longer word (व्यवसाय: व्यवसायों)'),
  note: z.string().min(1).optional().describe('Why, or where it applies'),
});

/**
 * content/glossary.yaml: the words each language other than English writes one way, so its copy
 * reads as one voice. The build warns where a translation writes a word the glossary does not
 * use, an English course name instead of the name the courses page gives it, or straight quotes.
 */
export const glossarySchema = z.strictObject({ hi: z.array(termSchema) });
