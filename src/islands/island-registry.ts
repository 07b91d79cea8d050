/*
 * Every island the browser can hydrate, by name: src/components/island.tsx marks one in a page,
 * and src/island-loader.ts loads its module from here when the page needs it. Each entry is a
 * dynamic import, so each island is a chunk of its own and a page downloads only its own islands.
 */
import type { ComponentProps } from 'react';
import type { ShippedTestimonials } from './testimonial-quotes';

export const islandLoaders = {
  appointmentForm: () => import('./appointment-form').then((m) => m.AppointmentForm),
  contactForm: () => import('./contact-form').then((m) => m.ContactForm),
  newsletterForm: () => import('./newsletter-form').then((m) => m.NewsletterForm),
  siteSearch: () => import('./site-search').then((m) => m.SiteSearch),
  testimonials: () => import('./testimonial-carousel').then((m) => m.TestimonialCarousel),
  countUp: () => import('./count-up').then((m) => m.CountUp),
  cycle: () => import('./cycle-list').then((m) => m.CycleList),
  blogSearch: () => import('./blog-search-results').then((m) => m.BlogSearchResults),
  shareActions: () => import('./share-actions').then((m) => m.ShareActions),
  todayDate: () => import('./today-date').then((m) => m.TodayDate),
};

export type IslandName = keyof typeof islandLoaders;

/** The component an island name stands for. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/**
 * Islands whose HTML carries less than their props (the `ship` of src/components/island.tsx), and
 * how the browser makes the props whole from it before the island hydrates, with its code: the
 * testimonials carousel's quotes, one chunk per language.
 */
export const islandPropLoaders = {
  testimonials: (shipped: ShippedTestimonials) => import('./testimonial-quotes').then((m) => m.carouselProps(shipped)),
} satisfies { [N in IslandName]?: (shipped: never) => Promise<ComponentProps<IslandComponent<N>>> };

/** What the HTML of island `N` carries: its props, or what its loader makes them from. */
export type ShippedProps<N extends IslandName> = N extends keyof typeof islandPropLoaders
  ? Parameters<(typeof islandPropLoaders)[N]>[0]
  : ComponentProps<IslandComponent<N>>;
