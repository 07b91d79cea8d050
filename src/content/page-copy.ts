import blogCopy from '../generated/blog-copy.json';
import careerCopy from '../generated/career-copy.json';
import contactCopy from '../generated/contact-copy.json';
import internsCopy from '../generated/interns-copy.json';
import legalCopy from '../generated/legal-copy.json';
import notFoundCopy from '../generated/not-found-copy.json';
import type { BlogCopy, CareerCopy, ContactCopy, InternsCopy, LegalCopy, NotFoundCopy } from '../schemas/page-copy';

export const getBlogCopy = (): BlogCopy => blogCopy;
export const getCareerCopy = (): CareerCopy => careerCopy;
export const getInternsCopy = (): InternsCopy => internsCopy;
export const getContactCopy = (): ContactCopy => contactCopy;
export const getLegalCopy = (): LegalCopy => legalCopy;
export const getNotFoundCopy = (): NotFoundCopy => notFoundCopy;

/** Fills {name} placeholders in a line of copy. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
