import { describe, expect, it } from 'vitest';
import { splitCourseDescription } from '../lib/course-description';
import { courseSchema } from './course';

describe('splitCourseDescription', () => {
  it('reads the first line as the audience and the rest as topics', () => {
    expect(splitCourseDescription('Beginners who want a job.\nHTML and CSS\n- JavaScript\n\nReact\n')).toEqual({
      audience: 'Beginners who want a job.',
      topics: ['HTML and CSS', 'JavaScript', 'React'],
    });
  });
});

describe('courseSchema', () => {
  const course = {
    slug: 'web',
    order: 1,
    name: 'Web',
    summary: 'Build sites.',
    duration: '8 weeks',
    descriptionTitle: 'Build sites',
    image: { src: 'media/courses/web.jpg', alt: 'A laptop' },
  };

  it('needs an audience line and at least one topic', () => {
    expect(courseSchema.safeParse({ ...course, description: 'Only an audience line' }).success).toBe(false);
    const parsed = courseSchema.parse({ ...course, description: 'Beginners\nHTML' });
    expect(parsed.aliases).toEqual([]);
  });
});
