import { useId } from 'react';
import { Icon } from '../components/icon';
import { Image } from '../components/image';
import { Section } from '../components/section';
import { listCourses } from '../content/courses';
import { useLocale } from '../components/page-locale';
import type { Course } from '../schemas/course';
import type { SectionOf } from '../schemas/section';
import styles from './course-slider-section.module.css';

/**
 * A strip of the courses that slides sideways in a seamless loop: the list is drawn twice and
 * the track moves by exactly one copy. It pauses on hover, on focus and with its switch (a
 * checkbox: CSS pauses the strip while it is checked, so no script is needed); under reduced
 * motion it does not move and can be scrolled instead, by keyboard too. The strip is a named group,
 * not a landmark: the section around it is already the landmark of that name.
 */
export function CourseSliderSection({ heading, lead, pauseLabel }: SectionOf<'course-slider'>) {
  const courses = listCourses(useLocale());
  const switchId = useId();
  return (
    <Section heading={heading} lead={lead} tone="muted" align="center">
      <div className={styles.controls}>
        <input id={switchId} type="checkbox" role="switch" className={styles.switch} />
        <label htmlFor={switchId} className={styles.toggle}>
          <Icon name="pause" size={18} className={styles.pauseIcon} />
          <Icon name="play" size={18} className={styles.playIcon} />
          {pauseLabel}
        </label>
      </div>
      <div className={styles.viewport} role="group" aria-label={heading} tabIndex={0} data-testid="course-slider">
        <div className={styles.track}>
          <CourseList courses={courses} />
          {/* The second copy only makes the loop seamless: hidden from assistive technology. */}
          <CourseList courses={courses} isCopy />
        </div>
      </div>
    </Section>
  );
}

function CourseList({ courses, isCopy = false }: { courses: Course[]; isCopy?: boolean }) {
  return (
    <ul className={styles.list} aria-hidden={isCopy || undefined}>
      {courses.map((course) => (
        <li key={course.slug} className={styles.card}>
          <Image src={course.image.src} alt={isCopy ? '' : course.image.alt} width={960} height={640} sizes="260px" isDimmedInDark className={styles.image} />
          <div className={styles.body}>
            <span className={styles.name}>{course.name}</span>
            <span className={styles.duration}>
              <Icon name="clock" size={16} />
              {course.duration}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
