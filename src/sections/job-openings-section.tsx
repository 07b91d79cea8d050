import { useId, useRef, useState } from 'react';
import { ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { Pagination } from '../components/pagination';
import { fillCopy } from '../lib/fill-copy';
import { paths } from '../lib/paths';
import type { Job } from '../schemas/job';
import type { CareerCopy } from '../schemas/page-copy';
import styles from './job-openings-section.module.css';

export const JOBS_PAGE_SIZE = 2;

export type JobOpeningsSectionProps = { jobs: Job[]; copy: CareerCopy };

/** The openings, two a page from page 1, each with what the job involves and an Apply link. */
export function JobOpeningsSection({ jobs, copy }: JobOpeningsSectionProps) {
  const [page, setPage] = useState(1);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const pageCount = Math.max(1, Math.ceil(jobs.length / JOBS_PAGE_SIZE));
  const shown = jobs.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE);
  const select = (next: number) => {
    setPage(next);
    // Keyboard and screen-reader users land on the new openings, not on a button that may have gone.
    listRef.current?.focus();
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <header className={styles.header}>
          <h2 id={headingId}>{copy.openingsHeading}</h2>
          {copy.openingsLead && <p className={styles.lead}>{copy.openingsLead}</p>}
        </header>
        <ul className={styles.list} ref={listRef} tabIndex={-1} aria-label={fillCopy(copy.pagination.status, { page, count: pageCount })}>
          {shown.map((job) => (
            <li key={job.slug} className={styles.job}>
              <h3 className={styles.title}>{job.title}</h3>
              <dl className={styles.meta}>
                <div>
                  <dt>{copy.locationLabel}</dt>
                  <dd>
                    <Icon name="map-pin" size={16} />
                    {job.location}
                  </dd>
                </div>
                <div>
                  <dt>{copy.typeLabel}</dt>
                  <dd>
                    <Icon name="clock" size={16} />
                    {job.employmentType}
                  </dd>
                </div>
              </dl>
              <p>{job.description}</p>
              <ul className={styles.duties}>
                {job.responsibilities.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={18} className={styles.check} />
                    {item}
                  </li>
                ))}
              </ul>
              <ButtonLink href={paths.contact} className={styles.apply}>
                {copy.applyLabel}
                <span className="visually-hidden">: {job.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className={styles.status} aria-live="polite">
          {fillCopy(copy.pagination.status, { page, count: pageCount })}
        </p>
        <Pagination
          current={page}
          count={pageCount}
          onSelect={select}
          label={copy.pagination.label}
          previous={copy.pagination.previous}
          next={copy.pagination.next}
          page={(n) => fillCopy(copy.pagination.status, { page: n, count: pageCount })}
        />
      </div>
    </section>
  );
}
