/*
 * Number formats shown to visitors. Prices are Indian rupees with Indian digit grouping
 * (₹11,999; ₹1,00,000); counters read 150+ or 100k.
 */

let rupeeFormat: Intl.NumberFormat | undefined;

/** A whole-rupee price: 2399 → "₹2,399". */
export function formatRupees(amount: number): string {
  // Created on first use, not at module scope, and reused: Intl formatters are costly to build.
  rupeeFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  return rupeeFormat.format(amount);
}

/**
 * A counter value: 1000 or more in thousands with k (1000 → "1k", 1500 → "1.5k", 100000 → "100k"),
 * anything smaller with a plus (150 → "150+"). Thousands are rounded down to one decimal so a
 * counting animation never shows more than the target.
 */
export function formatCount(value: number): string {
  const whole = Math.max(0, Math.floor(value));
  if (whole >= 1000) {
    const thousands = Math.floor(whole / 100) / 10;
    return `${thousands}k`;
  }
  return `${whole}+`;
}
