import { describe, expect, it } from 'vitest';
import { checkEnquiry, ENQUIRY_FORMS, isEmailAddress, problemMessage, readMailResponse, type EnquiryProblem, type ProblemWords } from './enquiry-rules';

/** The words of SPEC.md §5, as content/copy/forms.yaml writes them. */
const copy: ProblemWords = {
  problems: {
    required: 'Please fill in all required fields.',
    newsletterRequired: 'Please enter your e-mail address.',
    phone: 'Phone number must be exactly 10 digits.',
    email: 'Please enter a valid email address.',
    controlCharacters: 'One line of text, please.',
    tooLong: '{field} must be at most {max} characters.',
  },
  fieldNames: { name: 'Name', email: 'E-mail', phone: 'Phone', subject: 'Subject', message: 'Message' },
};
const words = (problem: EnquiryProblem | null) => (problem ? problemMessage(problem, copy) : null);

const valid = { name: 'Asha Verma', email: 'asha@example.in', phone: '9829012345', subject: 'Website', message: 'Please call me.' };
const { subject: _subject, ...enquiry } = valid;

/** The problem the home form shows for these values, if any. */
const homeProblem = (values: Record<string, string>) => checkEnquiry(ENQUIRY_FORMS.enquiry, values).problem;
/** The problem the contact form shows for these values, if any. */
const contactProblem = (values: Record<string, string>) => checkEnquiry(ENQUIRY_FORMS.mail, values).problem;
/** The message the newsletter box shows for this address, if any. */
const newsletterMessage = (email: string) => words(checkEnquiry(ENQUIRY_FORMS.newsletter, { email }).problem);

describe('the forms’ first problem', () => {
  it('accepts a complete, valid form, trimmed', () => {
    expect(homeProblem(enquiry)).toBeNull();
    expect(contactProblem(valid)).toBeNull();
    expect(checkEnquiry(ENQUIRY_FORMS.mail, { ...valid, name: '  Asha Verma ' }).data).toEqual(valid);
  });

  it('checks required fields first, then the phone, then the e-mail', () => {
    const everythingWrong = { ...enquiry, name: ' ', phone: '12', email: 'nope' };
    expect(homeProblem(everythingWrong)).toEqual({ field: 'name', code: 'required' });
    expect(homeProblem({ ...everythingWrong, name: 'Asha' })).toEqual({ field: 'phone', code: 'phone' });
    expect(homeProblem({ ...everythingWrong, name: 'Asha', phone: '9829012345' })).toEqual({ field: 'email', code: 'email' });
  });

  it('takes the e-mail before a field that is too long, and lengths in the form’s order', () => {
    expect(homeProblem({ ...enquiry, email: 'nope', message: 'x'.repeat(5001) })?.field).toBe('email');
    expect(words(contactProblem({ ...valid, subject: 'x'.repeat(151), message: 'x'.repeat(5001) }))).toBe('Subject must be at most 150 characters.');
  });

  it('takes a field left out for a missing one', () => {
    expect(homeProblem({ name: 'A', email: 'a@b.in', message: 'x' })).toEqual({ field: 'phone', code: 'required' });
  });

  it('needs the subject on the contact form only', () => {
    expect(homeProblem(enquiry)).toBeNull();
    expect(words(contactProblem({ ...valid, subject: '' }))).toBe('Please fill in all required fields.');
  });

  it('wants exactly ten digits for the phone', () => {
    for (const phone of ['982901234', '98290123456', '98290-12345', '+919829012']) {
      expect(words(homeProblem({ ...enquiry, phone }))).toBe('Phone number must be exactly 10 digits.');
    }
  });

  it('wants text, an at sign, text, a dot and text, without spaces, for the e-mail', () => {
    for (const email of ['a@b', 'a b@c.in', '@c.in', 'a@.in', 'a@b.']) {
      expect(words(homeProblem({ ...enquiry, email }))).toBe('Please enter a valid email address.');
    }
  });

  it('keeps the e-mail within what mail servers take: 64 characters before the @', () => {
    expect(homeProblem({ ...enquiry, email: `${'a'.repeat(64)}@example.com` })).toBeNull();
    expect(homeProblem({ ...enquiry, email: `${'a'.repeat(65)}@example.com` })).toEqual({ field: 'email', code: 'email' });
    expect(isEmailAddress(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });

  it('refuses line breaks and control characters in a one-line field, with the words from content', () => {
    for (const name of ['Asha\nE-mail: forged@example.com', 'Asha\rVerma', 'Asha\u001b[31mRed', 'Asha\tVerma', 'Asha\u0085', 'Asha\u2028Verma', 'A\u007fsha']) {
      expect(words(contactProblem({ ...valid, name })), JSON.stringify(name)).toBe(copy.problems.controlCharacters);
      expect(contactProblem({ ...valid, subject: name }), JSON.stringify(name)).toEqual({ field: 'subject', code: 'controlCharacters' });
    }
    expect(contactProblem({ ...valid, email: 'asha\u001b@example.in' })).toEqual({ field: 'email', code: 'controlCharacters' });
    expect(isEmailAddress('a\u0000b@example.com')).toBe(false);
  });

  it('keeps line breaks, tabs and other text in the message, and a line break around a name is trimmed', () => {
    expect(contactProblem({ ...valid, message: 'First line\r\n\tSecond line \u202e' })).toBeNull();
    expect(checkEnquiry(ENQUIRY_FORMS.mail, { ...valid, name: '\nAsha Verma\r\n' }).data?.name).toBe('Asha Verma');
  });
});

describe('the newsletter box', () => {
  it('asks for an address, then a short enough one, then a well-formed one', () => {
    expect(newsletterMessage('  ')).toBe('Please enter your e-mail address.');
    expect(newsletterMessage(`reader@${'a'.repeat(250)}.in`)).toBe('E-mail must be at most 254 characters.');
    expect(newsletterMessage('reader@example')).toBe('Please enter a valid email address.');
    expect(newsletterMessage(' reader@example.in ')).toBeNull();
    expect(words(checkEnquiry(ENQUIRY_FORMS.newsletter, {}).problem)).toBe('Please enter your e-mail address.');
  });
});

describe('the answer of /sendmail.php', () => {
  it('keeps the fields of their type and reads anything else as absent', () => {
    expect(readMailResponse({ success: true, message: 'Sent', extra: 1 })).toEqual({ success: true, message: 'Sent' });
    expect(readMailResponse({ success: 'yes', message: 3, error: 'Down' })).toEqual({ error: 'Down' });
    expect(readMailResponse(null)).toEqual({});
    expect(readMailResponse('ok')).toEqual({});
  });
});
