/*
 * Number formats shown to visitors. Prices are Indian rupees with Indian digit grouping
 * (₹11,999; ₹1,00,000); counters read 150+, or 100k in English and 1 लाख in Hindi.
 */
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './locale';

let rupeeFormat: Intl.NumberFormat | undefined;

/** A whole-rupee price: 2399 → "₹2,399". */
export function formatRupees(amount: number): string {
  // Created on first use, not at module scope, and reused: Intl formatters are costly to build.
  rupeeFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  return rupeeFormat.format(amount);
}

/** Formatters for counters of 1000 or more, by language, built on first use (Intl formatters are costly to build). */
const compactFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A counter value: anything under 1000 with a plus (150 → "150+"); 1000 or more in English in
 * thousands with k (1000 → "1k", 1500 → "1.5k", 100000 → "100k"), and in Hindi in the Indian
 * units a Hindi reader counts in (1000 → "1 हज़ार", 100000 → "1 लाख"). Values are rounded down to
 * one decimal so a counting animation never shows more than the target.
 */
export function formatCount(value: number, locale: Locale = DEFAULT_LOCALE): string {
  const whole = Math.max(0, Math.floor(value));
  if (whole < 1000) return `${whole}+`;
  if (locale === DEFAULT_LOCALE) return `${Math.floor(whole / 100) / 10}k`;
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'floor' });
    compactFormats.set(locale, format);
  }
  return format.format(whole);
}
