import type { Attribution } from '../schemas/records';

/** Where a lead came from, in one word for reports: the utm_source, Google Ads, the referring site, or direct. */
export function sourceLabel(a: Pick<Attribution, 'utmSource' | 'gclid' | 'referrer'>): string {
  if (a.utmSource) return a.utmSource.toLowerCase();
  if (a.gclid) return 'google-ads';
  if (a.referrer) {
    try {
      return new URL(a.referrer).hostname.replace(/^www\./, '');
    } catch {
      return a.referrer;
    }
  }
  return 'direct';
}
