/*
 * Every island the browser can hydrate, by name: src/components/island.tsx marks one in a page,
 * and src/island-loader.ts loads its module from here when the page needs it. Each entry is a
 * dynamic import, so each island is a chunk of its own and a page downloads only its own islands.
 */
import type { ComponentProps } from 'react';
import type { ShippedTestimonials } from './content/testimonial-quotes';

export const islandLoaders = {
  appointmentForm: () => import('./islands/appointment-form').then((m) => m.AppointmentForm),
  contactForm: () => import('./islands/contact-form').then((m) => m.ContactForm),
  newsletterForm: () => import('./islands/newsletter-form').then((m) => m.NewsletterForm),
  siteSearch: () => import('./islands/site-search').then((m) => m.SiteSearch),
  testimonials: () => import('./islands/testimonial-carousel').then((m) => m.TestimonialCarousel),
  countUp: () => import('./islands/count-up').then((m) => m.CountUp),
  cycle: () => import('./islands/cycle-list').then((m) => m.CycleList),
  blogSearch: () => import('./islands/blog-search-results').then((m) => m.BlogSearchResults),
  shareActions: () => import('./islands/share-actions').then((m) => m.ShareActions),
  todayDate: () => import('./islands/today-date').then((m) => m.TodayDate),
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
  testimonials: (shipped: ShippedTestimonials) => import('./content/testimonial-quotes').then((m) => m.carouselProps(shipped)),
} satisfies { [N in IslandName]?: (shipped: never) => Promise<ComponentProps<IslandComponent<N>>> };

/** What the HTML of island `N` carries: its props, or what its loader makes them from. */
export type ShippedProps<N extends IslandName> = N extends keyof typeof islandPropLoaders
  ? Parameters<(typeof islandPropLoaders)[N]>[0]
  : ComponentProps<IslandComponent<N>>;
