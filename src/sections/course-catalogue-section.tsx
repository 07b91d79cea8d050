import type { MouseEvent } from 'react';
import { ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { Image, imageOf } from '../components/image';
import { Section } from '../components/section';
import { HiddenName, Text } from '../components/text';
import { TickList } from '../components/tick-list';
import { listCourses } from '../content/courses';
import { useLocale } from '../components/page-locale';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { CONTAINED_WIDTH } from '../lib/media';
import { courseAnchorId } from '../lib/paths';
import type { Course } from '../schemas/course';
import { splitCourseDescription } from '../lib/course-description';
import type { SectionOf } from '../schemas/section';
import styles from './course-catalogue-section.module.css';

/**
 * Course-name buttons that smooth-scroll to each course's description box, then the boxes:
 * the ideal audience, the topics and an Explore More link. The buttons are links to the boxes,
 * so they work before the script loads too.
 */
export function CourseCatalogueSection({ heading, lead, audienceLabel, topicsLabel, action, lang }: SectionOf<'course-catalogue'>) {
  const courses = listCourses(useLocale());
  const isReducedMotion = useReducedMotion();

  const handleJump = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    const target = document.getElementById(courseAnchorId(slug));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: isReducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Move focus too, so keyboard and screen reader users land where they looked.
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${courseAnchorId(slug)}`);
  };

  return (
    <Section heading={heading} lead={lead} lang={lang}>
      <ul className={styles.jumps}>
        {courses.map((course) => (
          <li key={course.slug}>
            <a href={`#${courseAnchorId(course.slug)}`} className={styles.jump} lang={course.lang?.name} onClick={(event) => handleJump(event, course.slug)}>
              {course.name}
            </a>
          </li>
        ))}
      </ul>
      <div className={styles.boxes}>
        {courses.map((course) => (
          <CourseBox key={course.slug} course={course} audienceLabel={audienceLabel} topicsLabel={topicsLabel} action={action} lang={lang} />
        ))}
      </div>
    </Section>
  );
}

/** The course picture's width: the box's whole width on a phone, its left column (two fifths) from 1024 px. */
const COURSE_IMAGE_SIZES = `(min-width: 1280px) 480px, (min-width: 1024px) 38vw, ${CONTAINED_WIDTH}`;

type CourseBoxProps = { course: Course } & Pick<SectionOf<'course-catalogue'>, 'audienceLabel' | 'topicsLabel' | 'action' | 'lang'>;

function CourseBox({ course, audienceLabel, topicsLabel, action, lang }: CourseBoxProps) {
  const { audience, topics } = splitCourseDescription(course.description);
  const descriptionLang = course.lang?.description;
  return (
    // A fixed id (not useId) because links from other pages and the course-name buttons target it.
    <article id={courseAnchorId(course.slug)} tabIndex={-1} className={styles.box}>
      <Image {...imageOf(course.image)} width={960} height={640} sizes={COURSE_IMAGE_SIZES} isDimmedInDark className={styles.image} />
      <div className={styles.content}>
        <p className={styles.courseName} lang={course.lang?.name}>
          {course.name}
        </p>
        <h3 className={styles.title} lang={course.lang?.descriptionTitle}>
          {course.descriptionTitle}
        </h3>
        <p className={styles.meta}>
          <Icon name="clock" size={16} />
          <Text lang={course.lang?.duration}>{course.duration}</Text>
        </p>
        <h4 className={styles.label} lang={lang?.audienceLabel}>
          {audienceLabel}
        </h4>
        <p className={styles.audience} lang={descriptionLang}>
          {audience}
        </p>
        <h4 className={styles.label} lang={lang?.topicsLabel}>
          {topicsLabel}
        </h4>
        <TickList items={topics} className={styles.topics} lang={descriptionLang ? topics.map(() => descriptionLang) : undefined} />
        <ButtonLink href={action.href} className={styles.action} lang={action.lang?.label}>
          {action.label}
          <HiddenName separator=" " lang={course.lang?.name}>
            {course.name}
          </HiddenName>
        </ButtonLink>
      </div>
    </article>
  );
}
