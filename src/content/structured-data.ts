/*
 * schema.org structured data (JSON-LD) for the prerendered pages. Each builder takes the content
 * it describes and returns one object; src/entry-server.tsx picks the builders for the route it
 * renders, so pages never have to remember them. Field choices follow Google's required and
 * recommended properties for each type.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  GeoCoordinates,
  ItemList,
  JobPosting,
  LocalBusiness,
  Organization,
  PostalAddress,
  Service,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Address, Site } from '../schemas/site';
import type { Service as ServiceContent } from '../schemas/service';
import type { Post } from '../schemas/post';
import { LOCALE_TAGS, localizePath, type Locale } from '../lib/locale';

/** A schema.org object of type T as a page carries it (schema-dts's types; a bare string stands for an object elsewhere, which no builder returns). */
export type Described<T extends Thing> = WithContext<Exclude<T, string>>;

/** Any schema.org object a page carries. */
export type JsonLd = Described<Thing>;

const CONTEXT = 'https://schema.org' as const;

const baseUrl = (site: Pick<Site, 'url'>) => site.url.replace(/\/$/, '');

/** An absolute URL of the site for a path (/x) or a content media path (media/x.jpg). */
export function absoluteUrl(site: Pick<Site, 'url'>, pathOrMedia: string): string {
  if (/^https?:\/\//.test(pathOrMedia)) return pathOrMedia;
  return `${baseUrl(site)}/${pathOrMedia.replace(/^\//, '')}`;
}

/** Stable ids, so every page's graph points at the same organization and offices. */
export const organizationId = (site: Pick<Site, 'url'>) => `${baseUrl(site)}/#organization`;
export const locationId = (site: Pick<Site, 'url'>, index: number) => `${baseUrl(site)}/#location-${index + 1}`;

function postalAddress(address: Address): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: `${address.locality}, ${address.city}`,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** The coordinates in a map link such as https://www.openstreetmap.org/?mlat=26.96&mlon=75.77. */
function geoOf(address: Address): GeoCoordinates | undefined {
  const url = new URL(address.mapUrl);
  const latitude = Number(url.searchParams.get('mlat') ?? Number.NaN);
  const longitude = Number(url.searchParams.get('mlon') ?? Number.NaN);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

export function organization(site: Site): Described<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    alternateName: site.shortName,
    description: site.seo.description,
    url: `${baseUrl(site)}/`,
    logo: absoluteUrl(site, site.logo.src),
    image: absoluteUrl(site, site.seo.image.src),
    email: site.supportEmail,
    telephone: site.phone.tel,
    foundingDate: String(site.foundedYear),
    address: site.addresses.map(postalAddress),
    location: site.addresses.map((_, index) => ({ '@id': locationId(site, index) })),
    sameAs: site.social.map((link) => link.href).filter((href) => href.startsWith('https://')),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: site.phone.tel,
      email: site.supportEmail,
      areaServed: site.addresses[0]?.country ?? 'IN',
      availableLanguage: ['en', 'hi'],
    },
  };
}

/** One LocalBusiness per office, so both addresses are on every page. */
export function localBusinesses(site: Site): Described<LocalBusiness>[] {
  return site.addresses.map((address, index) => {
    const geo = geoOf(address);
    return {
      '@context': CONTEXT,
      '@type': 'LocalBusiness',
      '@id': locationId(site, index),
      name: `${site.name} – ${address.label}`,
      url: `${baseUrl(site)}/`,
      image: absoluteUrl(site, site.seo.image.src),
      logo: absoluteUrl(site, site.logo.src),
      telephone: site.phone.tel,
      email: site.supportEmail,
      address: postalAddress(address),
      ...(geo ? { geo } : {}),
      hasMap: address.mapUrl,
      parentOrganization: { '@id': organizationId(site) },
    };
  });
}

/** The site in the language of the page that describes it: each language's pages are a website of their own, at its home page. */
export function website(site: Site, locale: Locale): Described<WebSite> {
  const home = absoluteUrl(site, localizePath('/', locale));
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: site.name,
    url: home,
    inLanguage: LOCALE_TAGS[locale],
    publisher: { '@id': organizationId(site) },
  };
}

export type Crumb = { name: string; path: string };

/** Home, then each step of the trail; the last one is the page itself. */
export function breadcrumbList(site: Pick<Site, 'url'>, trail: Crumb[]): Described<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

/**
 * The steps of a path below the home page, one per segment, named by `nameOf` (menu labels, the
 * page's own title) or, failing that, by the segment itself in words.
 */
export function breadcrumbTrail(path: string, nameOf: (path: string) => string | undefined): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const stepPath = `/${segments.slice(0, index + 1).join('/')}`;
    return { name: nameOf(stepPath) ?? words(segment), path: stepPath };
  });
}

function words(segment: string): string {
  const text = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function service(site: Site, item: Pick<ServiceContent, 'slug' | 'title' | 'summary'>, path: string): Described<Service> {
  const area = site.addresses[0];
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': `${absoluteUrl(site, path)}#service`,
    name: item.title,
    serviceType: item.title,
    description: item.summary,
    url: absoluteUrl(site, path),
    provider: { '@id': organizationId(site) },
    areaServed: area ? { '@type': 'City', name: area.city } : undefined,
  };
}

/** What a course needs to be described: the fields of content/courses/ that the page shows. */
export type CourseLike = { slug: string; name: string; summary?: string; description: string; duration?: string };

const DURATION_UNITS: Record<string, string> = { day: 'D', week: 'W', month: 'M', year: 'Y' };

/**
 * A course's duration as schema.org reads one, ISO 8601 ("8 weeks" → P8W), from the English
 * words content/courses/ writes (a translation's words say the same number). A duration in other
 * words stops the build, naming the course, rather than telling search engines nothing.
 */
export function isoDuration(words: string, slug: string): string {
  const match = /^(\d+) (day|week|month|year)s?$/.exec(words.trim());
  if (!match) throw new Error(`content/courses/${slug}.yaml: duration "${words}" is not a number of days, weeks, months or years (for example "8 weeks")`);
  return `P${match[1]}${DURATION_UNITS[match[2]!]}`;
}

/** The courses of /services/e-learning as an ItemList of Course, each with its anchor on the page. */
export function courseList(site: Site, courses: CourseLike[], path: string): Described<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        url: `${absoluteUrl(site, path)}#${course.slug}`,
        name: course.name,
        description: course.summary ?? firstLine(course.description),
        provider: { '@type': 'Organization', '@id': organizationId(site), name: site.name, sameAs: `${baseUrl(site)}/` },
        ...(course.duration ? { timeRequired: isoDuration(course.duration, course.slug) } : {}),
      },
    })),
  };
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? text
  );
}

/** What a job opening needs: the fields of content/jobs/ that the careers page shows. */
export type JobLike = {
  slug?: string;
  title: string;
  description: string;
  datePosted: string;
  employmentType?: string;
  location?: string;
  responsibilities?: string[];
};

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** A JobPosting at the first office; remote openings say so with jobLocationType. */
export function jobPosting(site: Site, job: JobLike, path: string): Described<JobPosting> {
  const office = site.addresses[0]!;
  const isRemote = /remote/i.test(job.location ?? '');
  const employmentType = job.employmentType ? EMPLOYMENT_TYPES[job.employmentType.toLowerCase()] : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.datePosted,
    validThrough: addDays(job.datePosted, 90),
    ...(employmentType ? { employmentType } : {}),
    url: `${absoluteUrl(site, path)}${job.slug ? `#${job.slug}` : ''}`,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.name,
      sameAs: `${baseUrl(site)}/`,
      logo: absoluteUrl(site, site.logo.src),
    },
    jobLocation: { '@type': 'Place', address: postalAddress(office) },
    ...(isRemote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: office.country } } : {}),
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A job's description as the HTML Google asks of a JobPosting: the text, then the duties as a list (rendered, so every text is escaped). */
function jobDescriptionHtml(job: JobLike): string {
  const duties = job.responsibilities?.length
    ? createElement('ul', null, ...job.responsibilities.map((duty) => createElement('li', { key: duty }, duty)))
    : null;
  return renderToStaticMarkup(createElement(Fragment, null, createElement('p', null, job.description), duties));
}

export type FaqItem = { question: string; answer: string };

export function faqPage(items: FaqItem[]): Described<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function blogPosting(
  site: Site,
  post: Pick<Post, 'slug' | 'title' | 'summary' | 'date' | 'author' | 'category' | 'tags' | 'image' | 'wordCount' | 'readingMinutes'>,
  path: string,
  locale: Locale,
): Described<BlogPosting> {
  const url = absoluteUrl(site, path);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title.slice(0, 110),
    description: post.summary,
    // A post without a date or an author says nothing rather than something untrue.
    ...(post.date ? { datePublished: post.date, dateModified: post.date } : {}),
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', '@id': organizationId(site), name: site.name },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(site, site.logo.src) },
    },
    image: absoluteUrl(site, post.image ?? site.seo.image.src),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.category ? { articleSection: post.category } : {}),
    keywords: post.tags.join(', '),
    wordCount: post.wordCount,
    // ISO 8601 duration, the reading time the page states.
    timeRequired: `PT${post.readingMinutes}M`,
    inLanguage: LOCALE_TAGS[locale],
  };
}

/**
 * Required properties per type (Google's rich-result requirements plus what schema.org needs to
 * make sense of the item). The unit tests and the prerender tests check every object against it.
 */
export const REQUIRED_PROPERTIES: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo', 'address'],
  LocalBusiness: ['name', 'address', 'telephone', 'url'],
  PostalAddress: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position'],
  Service: ['name', 'description', 'provider'],
  ItemList: ['itemListElement'],
  Course: ['name', 'description', 'provider'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  BlogPosting: ['headline', 'author', 'image', 'publisher'],
  Person: ['name'],
};

/** Every missing required property in `value` and the objects nested in it, as "Type.property" lines. */
export function missingRequiredProperties(value: unknown, trail = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => missingRequiredProperties(item, `${trail}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const type = typeof record['@type'] === 'string' ? record['@type'] : undefined;
  // A nested object with an @id points at one described in full elsewhere (the organization).
  const isReference = trail !== '$' && typeof record['@id'] === 'string';
  const own = type && !isReference ? (REQUIRED_PROPERTIES[type] ?? []).filter((key) => isEmpty(record[key])).map((key) => `${trail}: ${type}.${key}`) : [];
  if (type === 'ListItem' && isEmpty(record.item) && isEmpty(record.name)) own.push(`${trail}: ListItem.item or name`);
  return [...own, ...Object.entries(record).flatMap(([key, item]) => missingRequiredProperties(item, `${trail}.${key}`))];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
