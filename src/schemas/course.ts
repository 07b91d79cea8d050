import { z } from 'zod';
import { imageSchema, slugSchema } from './common';
import { iconNameSchema } from './icon';
import { courseDescriptionLines } from '../lib/course-description';
import type { Localized } from './localized';

/** One file under content/courses/: a course of the e-learning page (/services/e-learning#<slug>). */
export const courseSchema = z.strictObject({
  slug: slugSchema,
  order: z.number().int().min(1).describe('Position on the e-learning page'),
  name: z.string().min(1),
  summary: z.string().min(1).max(140).describe('One line on the sliding strip'),
  duration: z.string().min(1).describe('A number, then days, weeks, months or years: "8 weeks" (search engines read it as P8W)'),
  descriptionTitle: z.string().min(1).describe('Heading of the course description box'),
  description: z
    .string()
    .min(1)
    .refine((text) => courseDescriptionLines(text).length >= 2, 'the ideal audience on the first line, then at least one topic line')
    .describe('First line: who the course is for. Each further line: one topic, shown as a bullet'),
  image: imageSchema,
  aliases: z.array(slugSchema).default([]).describe('Older addresses /courses/<alias> that lead to this course'),
  card: z
    .strictObject({
      title: z.string().min(1).optional().describe('A shorter name for the card; the course name when left out'),
      text: z.string().min(1).max(140).optional().describe('The line under it; the summary when left out'),
      icon: iconNameSchema.default('graduation-cap'),
    })
    .default({ icon: 'graduation-cap' })
    .describe("The course's card in the home page's course strip, shown in `order` like the e-learning page"),
});
export type Course = Localized<z.infer<typeof courseSchema>>;
