/*
 * Every island the browser can hydrate, by name: src/components/island.tsx marks one in a page,
 * and src/island-loader.ts loads its module from here when the page needs it. Each entry is a
 * dynamic import, so each island is a chunk of its own and a page downloads only its own islands.
 */
export const islandLoaders = {
  appointmentForm: () => import('./sections/appointment-form').then((m) => m.AppointmentForm),
  contactForm: () => import('./components/contact-form').then((m) => m.ContactForm),
  newsletterForm: () => import('./layouts/newsletter-form').then((m) => m.NewsletterForm),
  siteSearch: () => import('./components/site-search').then((m) => m.SiteSearch),
  testimonials: () => import('./sections/testimonial-carousel').then((m) => m.TestimonialCarousel),
  countUp: () => import('./sections/count-up').then((m) => m.CountUp),
  cycle: () => import('./sections/cycle-list').then((m) => m.CycleList),
  blogSearch: () => import('./sections/blog-search-results').then((m) => m.BlogSearchResults),
  shareActions: () => import('./components/share-actions').then((m) => m.ShareActions),
  todayDate: () => import('./components/today-date').then((m) => m.TodayDate),
};

export type IslandName = keyof typeof islandLoaders;

/** The component an island name stands for. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;
