import { ButtonLink } from '../components/button';
import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { Section } from '../components/section';
import { listJobs } from '../content/jobs';
import { getCareerCopy } from '../content/career-copy';
import { fillCopy } from '../lib/fill-copy';
import { paths } from '../lib/paths';
import { BannerSection } from '../sections/banner-section';
import { JobOpeningsSection } from '../sections/job-openings-section';
import styles from './career-page.module.css';

export type CareerPageProps = { page: number };

/** /career and /career/page/N: the openings, two a page, and a way to learn about the company first. */
export function CareerPage({ page }: CareerPageProps) {
  const locale = useLocale();
  const localize = useLocalePath();
  const copy = getCareerCopy(locale);
  return (
    <>
      <PageHead
        seo={{ path: localize(paths.careerPage(page)), title: page > 1 ? fillCopy(copy.pageTitle, { page }) : copy.title, description: copy.summary }}
        override={page > 1 ? undefined : copy.seo}
      />
      <BannerSection type="banner" {...copy.banner} />
      <JobOpeningsSection jobs={listJobs(locale)} page={page} copy={copy} />
      <Section heading={copy.about.heading} tone="alt" align="center" lang={copy.about.lang}>
        <div className={styles.about}>
          <p lang={copy.about.lang?.text}>{copy.about.text}</p>
          <ButtonLink href={copy.about.action.href} variant="secondary" size="large" lang={copy.about.action.lang?.label}>
            {copy.about.action.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
