import enCourses from '../generated/courses.json';
import hiCourses from '../generated/hi/courses.json';
import type { Locale } from '../lib/locale';
import type { Course } from '../schemas/course';

const courses: Record<Locale, Course[]> = { en: enCourses, hi: hiCourses };

/** The courses of the e-learning page, in their order. */
export const listCourses = (locale: Locale): Course[] => courses[locale];

export function getCourse(slug: string, locale: Locale): Course {
  const course = courses[locale].find((c) => c.slug === slug);
  if (!course) throw new Error(`No content/courses/${slug}.yaml`);
  return course;
}
