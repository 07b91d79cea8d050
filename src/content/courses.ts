import { courses } from '../generated/content/courses';
import type { Locale } from '../lib/locale';
import { itemOf } from './item';

/** The courses of the e-learning page, in their order. */
export const listCourses = (locale: Locale) => courses[locale];

export const getCourse = (slug: string, locale: Locale) => itemOf(courses[locale], slug, `courses/${slug}.yaml`);
