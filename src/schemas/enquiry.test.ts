import { describe, expect, it } from 'vitest';
import { checkEnquiry, ENQUIRY_FORMS } from '../lib/enquiry-rules';
import { enquiryProblems, enquirySchema, firstEnquiryProblem, mailSchema, newsletterSchema } from './enquiry';

const valid = { name: 'Asha Verma', email: 'asha@example.in', phone: '9829012345', subject: 'Website', message: 'Please call me.' };
const { subject: _subject, ...enquiry } = valid;

/** The problem the API finds in a body, as the forms would show it. */
function apiProblem(schema: typeof mailSchema | typeof enquirySchema | typeof newsletterSchema, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? null : firstEnquiryProblem(result.error);
}

describe('the API schemas', () => {
  it('find the problem the browser’s check finds, for every form', () => {
    const cases: Record<string, string>[] = [
      valid,
      { ...valid, name: ' ', phone: '12', email: 'nope' },
      { ...valid, phone: '12', email: 'nope' },
      { ...valid, email: 'nope', message: 'x'.repeat(5001) },
      { ...valid, subject: 'x'.repeat(151), message: 'x'.repeat(5001) },
      { ...valid, name: 'Asha\nVerma', subject: 'x'.repeat(151) },
      { ...valid, email: `${'a'.repeat(65)}@example.com` },
      { ...valid, email: 'asha\u001b@example.in' },
      { ...valid, email: `reader@${'a'.repeat(250)}.in` },
      { ...valid, email: '  ' },
      { ...valid, name: '  Asha  ', message: '\tFirst line\r\nSecond\u202e ' },
    ];
    const forms = [
      [mailSchema, ENQUIRY_FORMS.mail],
      [enquirySchema, ENQUIRY_FORMS.enquiry],
      [newsletterSchema, ENQUIRY_FORMS.newsletter],
    ] as const;
    for (const [schema, form] of forms) {
      for (const values of cases) {
        const body = Object.fromEntries(form.fields.map((field) => [field, values[field]]));
        const browser = checkEnquiry(form, body);
        const api = schema.safeParse(body);
        expect(apiProblem(schema, body), JSON.stringify(body)).toEqual(browser.problem);
        if (api.success) expect(api.data).toEqual({ ...browser.data, locale: undefined });
      }
    }
  });

  it('reject unknown fields and wrong types', () => {
    expect(enquirySchema.safeParse(enquiry).success).toBe(true);
    expect(enquirySchema.safeParse(valid).success).toBe(false);
    expect(enquirySchema.safeParse({ ...enquiry, admin: true }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(enquirySchema.safeParse({ ...enquiry, phone: 9829012345 }).error?.issues[0]).toMatchObject({ code: 'invalid_type', path: ['phone'] });
  });

  it('take a field left out for a missing one, in the newsletter’s own words', () => {
    expect(apiProblem(enquirySchema, { name: 'A', email: 'a@b.in', message: 'x' })).toEqual({ field: 'phone', code: 'required' });
    expect(apiProblem(newsletterSchema, {})).toEqual({ field: 'email', code: 'newsletterRequired' });
  });

  it('name every field’s problem at once', () => {
    const result = mailSchema.safeParse({ ...valid, name: '', phone: '123', subject: 'x'.repeat(151) });
    expect(result.error && enquiryProblems(result.error)).toEqual([
      { field: 'name', code: 'required' },
      { field: 'phone', code: 'phone' },
      { field: 'subject', code: 'tooLong' },
    ]);
  });

  it('take the page language, and read anything else there as English', () => {
    expect(enquirySchema.parse({ ...enquiry, locale: 'hi' })).toEqual({ ...enquiry, locale: 'hi' });
    expect(newsletterSchema.parse({ email: 'a@b.in', locale: 'xx' })).toEqual({ email: 'a@b.in', locale: undefined });
  });

  it('let the trap field through, whatever it holds', () => {
    expect(newsletterSchema.parse({ email: 'a@b.in', website: { any: 'thing' } })).toEqual({ email: 'a@b.in', locale: undefined, website: { any: 'thing' } });
  });
});
