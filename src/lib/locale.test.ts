import { describe, expect, it } from 'vitest';
import { localizeHref, localizePath, splitLocale } from './locale';

describe('locale paths', () => {
  it('puts every Hindi page under /hi and finds the English page again', () => {
    expect(localizePath('/', 'hi')).toBe('/hi/');
    expect(localizePath('/services/seo', 'hi')).toBe('/hi/services/seo');
    expect(localizePath('/services/seo', 'en')).toBe('/services/seo');
    expect(splitLocale('/hi/services/seo')).toEqual({ locale: 'hi', path: '/services/seo' });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hindi-tips')).toEqual({ locale: 'en', path: '/hindi-tips' });
  });

  it('leads a Hindi page to the Hindi page where there is one, and to the English page otherwise', () => {
    const hasPage = (path: string) => ['/hi/', '/hi/blog', '/hi/contact-us'].includes(path);
    expect(localizeHref('/contact-us#form', 'hi', hasPage)).toBe('/hi/contact-us#form');
    expect(localizeHref('/blog?q=seo', 'hi', hasPage)).toBe('/hi/blog?q=seo');
    expect(localizeHref('/services/web-hosting-service', 'hi', hasPage)).toBe('/services/web-hosting-service');
    // Already Hindi, not a page of the site, or an English page: as written.
    expect(localizeHref('/hi/blog', 'hi', hasPage)).toBe('/hi/blog');
    expect(localizeHref('/media/brand/logo.svg', 'hi', hasPage)).toBe('/media/brand/logo.svg');
    expect(localizeHref('https://example.com/', 'hi', hasPage)).toBe('https://example.com/');
    expect(localizeHref('/contact-us', 'en', hasPage)).toBe('/contact-us');
  });
});
