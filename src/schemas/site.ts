import { z } from 'zod';
import { hrefSchema, imageSchema } from './common';
import { neutral } from './language-neutral';
import type { Localized } from './localized';

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

export const addressSchema = z.strictObject({
  label: z.string().min(1).describe('For example "Head office"'),
  street: z.string().min(1),
  locality: z.string().min(1),
  city: z.string().min(1),
  region: z.string().min(1),
  postalCode: neutral(z.string().regex(/^\d{6}$/, 'a six-digit PIN code')),
  country: neutral(z.string().length(2).describe('ISO 3166 country code, for example IN')),
  mapUrl: neutral(z.string().url().describe('A link that opens the address in a maps app'), 'link'),
  mapEmbedUrl: neutral(z.string().url(), 'link').optional().describe('The address of the embedded map on the contact page'),
});
export type Address = Localized<z.infer<typeof addressSchema>>;

export const socialLinkSchema = z.strictObject({
  network: z.enum(['facebook', 'instagram', 'linkedin', 'x', 'youtube']),
  label: z.string().min(1).describe('Accessible name, for example "Pinkstone on LinkedIn"'),
  href: hrefSchema,
});
export type SocialLink = Localized<z.infer<typeof socialLinkSchema>>;

export const siteSchema = z.strictObject({
  // The company's name is written in Latin letters in every language.
  name: neutral(z.string().min(1).describe('The company name, used everywhere on the site')),
  shortName: neutral(z.string().min(1).max(12)),
  tagline: z.string().min(1),
  url: neutral(z.string().url().describe('The public address of the site, used for canonical links'), 'link'),
  locale: neutral(
    z.string().min(2).refine(isLocale, 'a BCP 47 locale, for example en-IN').describe('BCP 47 locale used to format dates and prices, for example en-IN'),
  ),
  timeZone: neutral(z.string().min(1).describe('IANA time zone used to format dates, for example Asia/Kolkata')),
  currency: neutral(z.string().length(3)),
  foundedYear: z.number().int().min(1990),
  phone: z.strictObject({
    display: neutral(z.string().min(1)),
    tel: neutral(z.string().regex(/^\+\d{8,15}$/, 'an international number like +919829012345')),
  }),
  supportEmail: neutral(z.string().email()),
  supportHours: z.string().min(1),
  addresses: z.array(addressSchema).min(1),
  social: z.array(socialLinkSchema).min(1),
  logo: imageSchema,
  logoLight: imageSchema,
  seo: z.strictObject({
    // A regex rather than .includes(): zod writes that into JSON Schema as a format no validator knows.
    titleTemplate: z.string().regex(/%s/, 'a template containing %s'),
    defaultTitle: z.string().min(1).max(70),
    description: z.string().min(1).max(170),
    keywords: z.array(z.string().min(1)).min(1),
    image: imageSchema.describe('Default social sharing image (1200x630), with the text that describes it to those who cannot see it'),
    twitterSite: neutral(z.string().regex(/^@\w{1,15}$/, 'an X (Twitter) handle: @ and up to 15 letters, digits or _'))
      .optional()
      .describe("The company's X (Twitter) account, named in every page's twitter:site"),
  }),
});
export type Site = Localized<z.infer<typeof siteSchema>>;
