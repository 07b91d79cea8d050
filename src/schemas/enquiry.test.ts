import { describe, expect, it } from 'vitest';
import { enquirySchema, mailSchema, newsletterSchema } from './enquiry';
import { ENQUIRY_MESSAGES, firstEnquiryProblem, newsletterProblem } from './enquiry-rules';

const HOME = ['name', 'email', 'phone', 'message'] as const;
const CONTACT = ['name', 'email', 'phone', 'subject', 'message'] as const;
const valid = { name: 'Asha Verma', email: 'asha@example.in', phone: '9829012345', subject: 'Website', message: 'Please call me.' };
const { subject: _subject, ...enquiry } = valid;

describe('firstEnquiryProblem', () => {
  it('accepts a complete, valid form', () => {
    expect(firstEnquiryProblem(valid, HOME)).toBeNull();
    expect(firstEnquiryProblem(valid, CONTACT)).toBeNull();
  });

  it('checks required fields first, then the phone, then the e-mail', () => {
    const everythingWrong = { ...valid, name: ' ', phone: '12', email: 'nope' };
    expect(firstEnquiryProblem(everythingWrong, HOME)).toEqual({ field: 'name', message: ENQUIRY_MESSAGES.required });
    expect(firstEnquiryProblem({ ...everythingWrong, name: 'Asha' }, HOME)).toEqual({ field: 'phone', message: ENQUIRY_MESSAGES.phone });
    expect(firstEnquiryProblem({ ...everythingWrong, name: 'Asha', phone: '9829012345' }, HOME)).toEqual({
      field: 'email',
      message: ENQUIRY_MESSAGES.email,
    });
  });

  it('needs the subject on the contact form only', () => {
    expect(firstEnquiryProblem({ ...valid, subject: '' }, HOME)).toBeNull();
    expect(firstEnquiryProblem({ ...valid, subject: '' }, CONTACT)?.message).toBe('Please fill in all required fields.');
  });

  it('wants exactly ten digits for the phone', () => {
    for (const phone of ['982901234', '98290123456', '98290-12345', '+919829012']) {
      expect(firstEnquiryProblem({ ...valid, phone }, HOME)?.message).toBe('Phone number must be exactly 10 digits.');
    }
  });

  it('wants text, an at sign, text, a dot and text, without spaces, for the e-mail', () => {
    for (const email of ['a@b', 'a b@c.in', '@c.in', 'a@.in', 'a@b.']) {
      expect(firstEnquiryProblem({ ...valid, email }, HOME)?.message).toBe('Please enter a valid email address.');
    }
  });
});

describe('the API schemas', () => {
  it('reject unknown fields and wrong types with the same messages as the forms', () => {
    expect(enquirySchema.safeParse(enquiry).success).toBe(true);
    expect(enquirySchema.safeParse(valid).success).toBe(false);
    expect(enquirySchema.safeParse({ name: 'A', email: 'a@b.in', phone: '9829012345', message: 'x', admin: true }).success).toBe(false);
    const phone = enquirySchema.safeParse({ name: 'A', email: 'a@b.in', phone: 12, message: 'x' });
    expect(phone.success).toBe(false);
    const mail = mailSchema.safeParse({ name: 'A', email: 'a@b.in', phone: '123', message: 'x', subject: 'y' });
    expect(mail.error?.issues[0]?.message).toBe('Phone number must be exactly 10 digits.');
  });

  it('bound the length of every field', () => {
    expect(enquirySchema.safeParse({ ...enquiry, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: `${'a'.repeat(250)}@b.in` }).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: 'reader@example.in' }).success).toBe(true);
  });
});

describe('newsletterProblem', () => {
  it('asks for an address, then a well-formed one, with the same messages as the server', () => {
    expect(newsletterProblem('  ')).toBe('Please enter your e-mail address.');
    expect(newsletterProblem('reader@example')).toBe('Please enter a valid email address.');
    expect(newsletterProblem(' reader@example.in ')).toBeNull();
    for (const email of ['', 'reader@example', `${'a'.repeat(250)}@b.in`]) {
      const parsed = newsletterSchema.safeParse({ email });
      expect(parsed.error?.issues[0]?.message).toBe(newsletterProblem(email));
    }
  });
});
