import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  appointmentSchema,
  blogPostDraftSchema,
  fieldErrors,
  internDraftSchema,
  internshipPostSchema,
  JOB_LOCATIONS,
  jobPostSchema,
  localIsoDate,
} from './admin';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const job = { title: 'Frontend developer', description: 'Build pages.', candidates: 2, location: 'Remote', postdate: '2026-11-22' };

describe('admin draft schemas', () => {
  it('accepts a complete appointment and trims it', () => {
    const parsed = appointmentSchema.parse({ name: ' Asha ', email: 'asha@example.in', phone: '98290 12345', message: 'Call me' });
    expect(parsed.name).toBe('Asha');
  });

  it('requires every appointment field, blanks included, and a real e-mail', () => {
    const result = appointmentSchema.safeParse({ name: '  ', email: 'not-an-email', phone: '', message: 'x' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: ADMIN_MESSAGES.required,
      email: ADMIN_MESSAGES.email,
      phone: ADMIN_MESSAGES.required,
    });
  });

  it('takes only image data URLs for pictures', () => {
    const post = { title: 't', description: 'd', summary: 's' };
    expect(blogPostDraftSchema.safeParse({ ...post, image: PNG }).success).toBe(true);
    expect(blogPostDraftSchema.safeParse({ ...post, image: 'data:text/html;base64,PGI+' }).success).toBe(false);
    expect(blogPostDraftSchema.safeParse({ ...post, image: 'https://example.com/a.png' }).success).toBe(false);
    expect(blogPostDraftSchema.safeParse({ ...post, image: '' }).success).toBe(false);
  });

  it('asks for a position for an intern', () => {
    expect(internDraftSchema.safeParse({ name: 'Ravi', position: 'UI/UX Designer', image: PNG }).success).toBe(true);
    const missing = internDraftSchema.safeParse({ name: 'Ravi', position: ' ', image: PNG });
    expect(fieldErrors(missing.error!)).toEqual({ position: ADMIN_MESSAGES.position });
  });

  it('keeps job posts to the three locations, whole candidates from 0 and an ISO post date', () => {
    expect(JOB_LOCATIONS).toEqual(['On-site', 'Remote', 'Hybrid']);
    expect(jobPostSchema.safeParse(job).success).toBe(true);
    expect(jobPostSchema.safeParse({ ...job, candidates: 0 }).success).toBe(true);
    expect(fieldErrors(jobPostSchema.safeParse({ ...job, candidates: -1 }).error!)).toEqual({ candidates: ADMIN_MESSAGES.candidates });
    expect(jobPostSchema.safeParse({ ...job, candidates: 1.5 }).success).toBe(false);
    expect(jobPostSchema.safeParse({ ...job, location: 'Mars' }).success).toBe(false);
    expect(jobPostSchema.safeParse({ ...job, postdate: '22/11/2026' }).success).toBe(false);
  });

  it('adds a required duration for internships', () => {
    expect(internshipPostSchema.safeParse(job).success).toBe(false);
    expect(internshipPostSchema.safeParse({ ...job, duration: '3 months' }).success).toBe(true);
  });

  it('writes the local calendar date, not the UTC one', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 22, 0, 1))).toBe('2026-11-22');
  });
});
