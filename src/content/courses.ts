import courses from '../generated/courses.json';
import type { Course } from '../schemas/course';

/** The courses of the e-learning page, in their order. */
export const listCourses = (): Course[] => courses;

export function getCourse(slug: string): Course {
  const course = courses.find((c) => c.slug === slug);
  if (!course) throw new Error(`No content/courses/${slug}.yaml`);
  return course;
}
