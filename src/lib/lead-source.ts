/** The facts of an enquiry's attribution (src/schemas/records.ts) that say where it came from. */
export type LeadOrigin = { utmSource: string | null; gclid: string | null; referrer: string | null };

/** Where a lead came from, in one word for reports: the utm_source, Google Ads, the referring site, or direct. */
export function sourceLabel(a: LeadOrigin): string {
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
