import { describe, expect, it } from 'vitest';
import { siteSchema, type Site } from '../schemas/site';
import {
  blogPosting,
  breadcrumbList,
  breadcrumbTrail,
  courseList,
  faqPage,
  isoDuration,
  jobPosting,
  localBusinesses,
  missingRequiredProperties,
  organization,
  service,
  website,
} from './structured-data';

const site: Site = siteSchema.parse({
  name: 'Example Tech',
  shortName: 'Example',
  tagline: 'Tagline',
  url: 'https://www.example.in/',
  locale: 'en-IN',
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
  foundedYear: 2017,
  phone: { display: '+91 98290 12345', tel: '+919829012345' },
  supportEmail: 'support@example.in',
  supportHours: '24/7',
  addresses: [
    {
      label: 'Head office',
      street: '14 Main Road',
      locality: 'Murlipura',
      city: 'Jaipur',
      region: 'Rajasthan',
      postalCode: '302039',
      country: 'IN',
      mapUrl: 'https://www.openstreetmap.org/?mlat=26.9630&mlon=75.7711#map=16/26.9630/75.7711',
    },
    {
      label: 'Training centre',
      street: '48 JLN Marg',
      locality: 'Malviya Nagar',
      city: 'Jaipur',
      region: 'Rajasthan',
      postalCode: '302017',
      country: 'IN',
      mapUrl: 'https://maps.example.com/place/2',
    },
  ],
  social: [{ network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' }],
  logo: { src: 'media/brand/logo.svg', alt: 'Example' },
  logoLight: { src: 'media/brand/logo-light.svg', alt: 'Example' },
  seo: {
    titleTemplate: '%s | Example',
    defaultTitle: 'Example',
    description: 'What we do.',
    keywords: ['it'],
    image: { src: 'media/brand/og-default.jpg', alt: 'The Example logo' },
  },
});

/** JSON-LD as a crawler reads it: serialised and parsed again, so undefined fields are gone. */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('structured data', () => {
  it('describes the organization with both addresses and absolute URLs', () => {
    const org = roundTrip(organization(site));
    expect(org['@type']).toBe('Organization');
    expect(org['@id']).toBe('https://www.example.in/#organization');
    expect(org.logo).toBe('https://www.example.in/media/brand/logo.svg');
    expect(org.address).toHaveLength(2);
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/example']);
    expect(missingRequiredProperties(org)).toEqual([]);
  });

  it('gives each office its own LocalBusiness, with coordinates when the map link has them', () => {
    const [head, centre] = localBusinesses(site).map(roundTrip);
    expect(head).toMatchObject({
      '@type': 'LocalBusiness',
      address: { postalCode: '302039', streetAddress: '14 Main Road' },
      geo: { latitude: 26.963, longitude: 75.7711 },
      parentOrganization: { '@id': 'https://www.example.in/#organization' },
    });
    expect(centre).toMatchObject({ address: { postalCode: '302017' } });
    expect(centre).not.toHaveProperty('geo');
    expect(missingRequiredProperties([head, centre])).toEqual([]);
  });

  it('builds a breadcrumb trail from the path, naming steps by lookup or by the segment', () => {
    const names: Record<string, string> = { '/services': 'Services', '/services/seo': 'SEO services' };
    const trail = [{ name: 'Home', path: '/' }, ...breadcrumbTrail('/services/seo', (path) => names[path])];
    expect(trail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'SEO services', path: '/services/seo' },
    ]);
    expect(breadcrumbTrail('/career/interns', () => undefined).map((c) => c.name)).toEqual(['Career', 'Interns']);
    const list = roundTrip(breadcrumbList(site, trail));
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.in/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://www.example.in/services' },
      { '@type': 'ListItem', position: 3, name: 'SEO services', item: 'https://www.example.in/services/seo' },
    ]);
    expect(missingRequiredProperties(list)).toEqual([]);
  });

  it('describes a service provided by the organization', () => {
    const item = roundTrip(service(site, { slug: 'seo', title: 'SEO', summary: 'Be found.' }, '/services/seo'));
    expect(item).toMatchObject({ '@type': 'Service', name: 'SEO', description: 'Be found.', url: 'https://www.example.in/services/seo' });
    expect(missingRequiredProperties(item)).toEqual([]);
  });

  it('lists courses with a provider and an anchor on the page', () => {
    const list = roundTrip(
      courseList(
        site,
        [{ slug: 'excel-mastery', name: 'Excel Mastery', description: 'Office staff\n- Formulas', duration: '6 weeks' }],
        '/services/e-learning',
      ),
    );
    expect(list).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        {
          position: 1,
          item: {
            '@type': 'Course',
            name: 'Excel Mastery',
            description: 'Office staff',
            url: 'https://www.example.in/services/e-learning#excel-mastery',
            timeRequired: 'P6W',
          },
        },
      ],
    });
    expect(missingRequiredProperties(list)).toEqual([]);
  });

  it('describes a job posting with its location, type and validity', () => {
    const job = roundTrip(
      jobPosting(
        site,
        {
          slug: 'data-scientist',
          title: 'Data Scientist',
          description: 'Models <and> data.',
          datePosted: '2026-11-01',
          employmentType: 'Full-time',
          location: 'Jaipur',
          responsibilities: ['Build models'],
        },
        '/career',
      ),
    );
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-01',
      validThrough: '2027-01-30',
      employmentType: 'FULL_TIME',
      description: '<p>Models &lt;and&gt; data.</p><ul><li>Build models</li></ul>',
      jobLocation: { address: { addressLocality: 'Murlipura, Jaipur' } },
    });
    expect(job).not.toHaveProperty('jobLocationType');
    expect(missingRequiredProperties(job)).toEqual([]);
    const remote = roundTrip(jobPosting(site, { title: 'Writer', description: 'Words.', datePosted: '2026-11-01', location: 'Remote' }, '/career'));
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { name: 'IN' } });
  });

  it('turns FAQs into a FAQPage', () => {
    const page = roundTrip(faqPage([{ question: 'Why?', answer: 'Because.' }]));
    expect(page.mainEntity).toEqual([{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } }]);
    expect(missingRequiredProperties(page)).toEqual([]);
  });

  it('describes a blog post, falling back to the site image', () => {
    const post = roundTrip(
      blogPosting(
        site,
        {
          slug: 'hello',
          title: 'Hello',
          summary: 'Hi.',
          date: '2026-10-01',
          author: 'Asha',
          category: 'News',
          tags: ['a', 'b'],
          image: null,
          wordCount: 612,
          readingMinutes: 3,
        },
        '/hello',
        'en',
      ),
    );
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hello',
      datePublished: '2026-10-01',
      author: { '@type': 'Person', name: 'Asha' },
      image: 'https://www.example.in/media/brand/og-default.jpg',
      mainEntityOfPage: { '@id': 'https://www.example.in/hello' },
      keywords: 'a, b',
      wordCount: 612,
      timeRequired: 'PT3M',
    });
    expect(missingRequiredProperties(post)).toEqual([]);
  });

  it('says nothing untrue of a post without a date, an author or a category', () => {
    const post = roundTrip(
      blogPosting(
        site,
        { slug: 'bare', title: 'Bare', summary: 'Hi.', date: null, author: null, category: null, tags: [], image: null, wordCount: 0, readingMinutes: 1 },
        '/bare',
        'en',
      ),
    );
    expect(post).not.toHaveProperty('datePublished');
    expect(post).not.toHaveProperty('articleSection');
    expect(post.author).toMatchObject({ '@type': 'Organization', name: site.name });
    expect(missingRequiredProperties(post)).toEqual([]);
  });

  it('names the site once for search engines, in the language of each', () => {
    expect(missingRequiredProperties(roundTrip(website(site, 'en')))).toEqual([]);
    expect(website(site, 'en')).toMatchObject({ url: 'https://www.example.in/', inLanguage: 'en-IN' });
    expect(website(site, 'hi')).toMatchObject({ '@id': 'https://www.example.in/hi/#website', url: 'https://www.example.in/hi/', inLanguage: 'hi-IN' });
  });

  it('reports missing required properties, nested ones included', () => {
    expect(missingRequiredProperties({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q' }] })).toEqual([
      '$.mainEntity[0]: Question.acceptedAnswer',
    ]);
    expect(missingRequiredProperties({ '@type': 'BlogPosting', headline: 'x' })).toEqual([
      '$: BlogPosting.author',
      '$: BlogPosting.image',
      '$: BlogPosting.publisher',
    ]);
    // References to objects described elsewhere on the page are not checked again.
    expect(missingRequiredProperties({ '@type': 'Service', name: 'x', description: 'y', provider: { '@id': '#org' } })).toEqual([]);
  });

  it('gives a course duration as ISO 8601, and stops at words it cannot read, naming the course file', () => {
    expect([isoDuration('6 weeks', 'a'), isoDuration('1 week', 'a'), isoDuration('3 months', 'a'), isoDuration('10 days', 'a')]).toEqual([
      'P6W',
      'P1W',
      'P3M',
      'P10D',
    ]);
    expect(() => isoDuration('six weeks', 'excel-mastery')).toThrow('content/courses/excel-mastery.yaml: duration "six weeks"');
  });
});
