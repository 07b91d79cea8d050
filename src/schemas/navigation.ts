import { z } from 'zod';
import { internalHrefSchema } from './common';
import type { Localized } from './localized';

export const menuLinkSchema = z.strictObject({
  label: z.string().min(1),
  href: internalHrefSchema,
});
export type MenuLink = Localized<z.infer<typeof menuLinkSchema>>;

export const menuItemSchema = z.strictObject({
  label: z.string().min(1),
  href: internalHrefSchema,
  children: z.array(menuLinkSchema).optional().describe('Shown as a dropdown on wide screens'),
});
export type MenuItem = Localized<z.infer<typeof menuItemSchema>>;

export const navigationSchema = z.strictObject({
  header: z.array(menuItemSchema).min(1).describe('Main menu on wide screens'),
  mobile: z.array(menuLinkSchema).min(1).describe('Flat menu behind the hamburger on small screens'),
  cta: menuLinkSchema.describe('The highlighted button in the header'),
  footer: z.strictObject({
    quickLinks: z.array(menuLinkSchema).min(1),
    services: z.array(menuLinkSchema).min(1),
    legal: z.array(menuLinkSchema).min(1),
  }),
});
export type Navigation = Localized<z.infer<typeof navigationSchema>>;
