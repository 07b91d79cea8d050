import { z } from 'zod';
import { neutral } from './language-neutral';
import type { Localized } from './localized';

/*
 * content/layout.yaml: the words of the frame around every page (top bar, header, mobile menu,
 * info box, search modal, footer and its newsletter box). Facts such as the phone number come
 * from site.yaml; this file holds only labels and short texts.
 */
const text = z.string().min(1);

export const layoutSchema = z.strictObject({
  skipLink: text.describe('The first link on every page, for keyboard users'),
  topBar: z.strictObject({
    label: text.describe('Name of the bar above the header (phone, e-mail, social links) for screen readers'),
    phoneLabel: text.describe('Read before the phone number by screen readers, for example "Call us"'),
    emailLabel: text,
    socialLabel: text.describe('Name of the list of social links'),
  }),
  header: z.strictObject({
    homeLabel: text.describe('Accessible name of the logo link'),
    menuLabel: text.describe('Name of the main menu for screen readers'),
    menuButton: text.describe('Accessible name of the button that opens the menu on phones; it says whether the menu is open by itself'),
    searchLabel: text,
    submenuLabel: text.describe('Accessible name of a dropdown list; {label} is the menu item'),
    submenuToggle: text.describe('Accessible name of the button that opens a dropdown; {label} is the menu item'),
  }),
  theme: z
    .strictObject({
      label: text.describe('Name of the theme switch for screen readers, e.g. "Colour theme"'),
      system: text.describe('Follow the device\'s light or dark setting, e.g. "System"'),
      light: text,
      dark: text,
    })
    .describe('The three-way theme switch in the header (shown once JavaScript runs; the choice is kept in this browser)'),
  languages: z
    .strictObject({ en: neutral(z.string().min(1)), hi: neutral(z.string().min(1)) })
    .describe(
      "Each language's name in that language (English, हिन्दी): the language switch in the header and the phone menu shows the other language's. The same on every page, so a translation leaves it out",
    ),
  infoBox: z.strictObject({
    heading: text,
    text: text,
  }),
  search: z.strictObject({
    title: text,
    label: text,
    placeholder: text,
    close: text,
    hint: text,
    loading: text,
    failed: text,
    noResults: text.describe('{query} is what the visitor typed'),
    kinds: z.strictObject({ service: text, course: text, post: text, page: text }),
  }),
  footer: z.strictObject({
    about: text.describe('The address blurb under the logo'),
    contactHeading: text,
    quickLinksHeading: text,
    servicesHeading: text,
    followHeading: text,
    legalLabel: text,
    copyright: text.describe('{name} and {since} (the founding year from site.yaml) are filled in'),
    newsletter: z.strictObject({
      heading: text,
      text: text,
      label: text,
      placeholder: text,
      submit: text,
      submitting: text,
      subscribed: text,
      alreadySubscribed: text,
      failed: text.describe('Shown when the subscription could not be saved; the address stays in the box'),
    }),
  }),
});
export type Layout = Localized<z.infer<typeof layoutSchema>>;
