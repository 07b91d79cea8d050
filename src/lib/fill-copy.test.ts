import { describe, expect, it } from 'vitest';
import { copyParts, fillCopy } from './fill-copy';

describe('fillCopy', () => {
  it('fills every known placeholder and leaves unknown ones as written', () => {
    expect(fillCopy('Page {page} of {count}', { page: 2, count: 3 })).toBe('Page 2 of 3');
    expect(fillCopy('Call {phone} or {other}', { phone: '+91 1' })).toBe('Call +91 1 or {other}');
  });
});

describe('copyParts', () => {
  it('cuts copy into its text and its placeholders, in order', () => {
    expect(copyParts('{privacyPolicy} · Grievance Officer: {email}')).toEqual([
      { placeholder: 'privacyPolicy' },
      { text: ' · Grievance Officer: ' },
      { placeholder: 'email' },
    ]);
    expect(copyParts('No placeholder')).toEqual([{ text: 'No placeholder' }]);
  });
});
