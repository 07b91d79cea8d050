import { ButtonLink } from '../components/button';
import { Image, imageOf } from '../components/image';
import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { getCourse } from '../content/courses';
import { findPage } from '../content/pages';
import { paths } from '../lib/paths';
import type { SectionOf } from '../schemas/section';
import styles from './course-link-page.module.css';
import { HiddenName, Text } from '../components/text';

export type CourseLinkPageProps = { slug: string };

/**
 * An old /courses/<alias> address. It is a real, prerendered page (the prerender writes no
 * redirects): it shows the course with a link to it on the e-learning page, and the browser goes
 * there by itself at once (a refresh in its head, no script).
 */
export function CourseLinkPage({ slug }: CourseLinkPageProps) {
  const locale = useLocale();
  const localize = useLocalePath();
  const course = getCourse(slug, locale);
  const catalogue = findPage('e-learning', locale)?.sections.find((s): s is SectionOf<'course-catalogue'> => s.type === 'course-catalogue');
  const target = localize(paths.courseOnPage(slug));

  return (
    <>
      {/* A stepping stone: kept out of search results, its canonical page is the e-learning page. */}
      <PageHead seo={{ path: localize(paths.eLearning), title: course.name, description: course.summary, noindex: true, redirectTo: target }} />
      <section className={styles.section}>
        <div className={`container ${styles.inner}`}>
          <Image {...imageOf(course.image)} width={960} height={640} isDimmedInDark className={styles.image} priority />
          <div>
            <h1 lang={course.lang?.name}>{course.name}</h1>
            <p className={styles.text} lang={catalogue ? catalogue.lang?.forwardText : course.lang?.summary}>
              {catalogue?.forwardText ?? course.summary}
            </p>
            <ButtonLink href={target} size="large">
              <Text lang={catalogue ? catalogue.lang?.forwardLabel : course.lang?.name}>{catalogue?.forwardLabel ?? course.name}</Text>
              {catalogue && (
                <HiddenName separator=" " lang={course.lang?.name}>
                  {course.name}
                </HiddenName>
              )}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
