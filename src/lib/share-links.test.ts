import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, shareHref } from './share-links';

const page = { url: 'https://www.example.in/why-speed-matters', title: 'Why Speed & SEO Matter' };

describe('share links', () => {
  it('puts WhatsApp first, then LinkedIn, X, Facebook and e-mail', () => {
    expect(SHARE_NETWORKS).toEqual(['whatsapp', 'linkedin', 'x', 'facebook', 'email']);
  });

  it('carries the canonical address and the title, encoded, to each network', () => {
    const hrefs = Object.fromEntries(SHARE_NETWORKS.map((network) => [network, new URL(shareHref(network, page))]));
    expect(hrefs.whatsapp!.searchParams.get('text')).toBe(`${page.title} ${page.url}`);
    expect(hrefs.linkedin!.searchParams.get('url')).toBe(page.url);
    expect([hrefs.x!.searchParams.get('text'), hrefs.x!.searchParams.get('url')]).toEqual([page.title, page.url]);
    expect(hrefs.facebook!.searchParams.get('u')).toBe(page.url);
    expect(shareHref('email', page)).toBe(
      'mailto:?subject=Why%20Speed%20%26%20SEO%20Matter&body=Why%20Speed%20%26%20SEO%20Matter%0Ahttps%3A%2F%2Fwww.example.in%2Fwhy-speed-matters',
    );
    for (const network of SHARE_NETWORKS.filter((n) => n !== 'email')) expect(hrefs[network]!.protocol).toBe('https:');
  });
});
