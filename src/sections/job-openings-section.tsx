import { TickList } from '../components/tick-list';
import { useId } from 'react';
import { ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { HiddenName, Text } from '../components/text';
import { langOf } from '../schemas/localized';
import { Pagination } from '../components/pagination';
import { fillCopy } from '../lib/fill-copy';
import { careerPageCount, careerPageItems, paths } from '../lib/paths';
import type { Job } from '../schemas/job';
import type { CareerCopy } from '../schemas/page-copy';
import styles from './job-openings-section.module.css';

export type JobOpeningsSectionProps = { jobs: Job[]; page: number; copy: CareerCopy };

/**
 * One page of the openings (two a page, each page its own address), each with what the job involves
 * and an Apply link. Each opening's card has its slug as its id: its JobPosting's address is this
 * page's, with #slug (src/page-structured-data.ts).
 */
export function JobOpeningsSection({ jobs, page, copy }: JobOpeningsSectionProps) {
  const headingId = useId();
  const pageCount = careerPageCount(jobs.length);
  const shown = careerPageItems(jobs, page);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <header className={styles.header}>
          <h2 id={headingId} lang={copy.lang?.openingsHeading}>
            {copy.openingsHeading}
          </h2>
          {copy.openingsLead && (
            <p className={styles.lead} lang={copy.lang?.openingsLead}>
              {copy.openingsLead}
            </p>
          )}
        </header>
        <ul className={styles.list} aria-label={fillCopy(copy.pagination.status, { page, count: pageCount })}>
          {shown.map((job) => (
            <li key={job.slug} id={job.slug} className={styles.job}>
              <h3 className={styles.title} lang={job.lang?.title}>
                {job.title}
              </h3>
              <dl className={styles.meta}>
                <div>
                  <dt className="visually-hidden" lang={copy.lang?.locationLabel}>
                    {copy.locationLabel}
                  </dt>
                  <dd lang={job.lang?.location}>
                    <Icon name="map-pin" size={16} />
                    {job.location}
                  </dd>
                </div>
                <div>
                  <dt className="visually-hidden" lang={copy.lang?.typeLabel}>
                    {copy.typeLabel}
                  </dt>
                  <dd lang={copy.employmentTypes.lang?.[job.employmentType]}>
                    <Icon name="clock" size={16} />
                    {copy.employmentTypes[job.employmentType]}
                  </dd>
                </div>
              </dl>
              <p lang={job.lang?.description}>{job.description}</p>
              <TickList
                items={job.responsibilities}
                className={styles.duties}
                lang={job.responsibilities.map((_, i) => langOf(job.lang, 'responsibilities', i) ?? null)}
              />
              <ButtonLink href={paths.contact} className={styles.apply}>
                <Text lang={copy.lang?.applyLabel}>{copy.applyLabel}</Text>
                <HiddenName separator=": " lang={job.lang?.title}>
                  {job.title}
                </HiddenName>
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className={styles.status} lang={copy.pagination.lang?.status}>
          {fillCopy(copy.pagination.status, { page, count: pageCount })}
        </p>
        <Pagination
          current={page}
          count={pageCount}
          hrefFor={paths.careerPage}
          label={copy.pagination.label}
          previous={copy.pagination.previous}
          next={copy.pagination.next}
          page={(n) => fillCopy(copy.pagination.status, { page: n, count: pageCount })}
        />
      </div>
    </section>
  );
}
