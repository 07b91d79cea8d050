import { formNotice } from '../content/data-rights-copy';
import { getFormsCopy } from '../content/forms-copy';
import { getLegalPage } from '../content/legal';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAppointmentForm } from '../../tests/support/content-fixtures';
import { AppointmentForm, SUCCESS_DISPLAY_MS } from './appointment-form';

const form = buildAppointmentForm();

function fill(values: Partial<Record<'name' | 'email' | 'phone' | 'message', string>>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(form.fields[field as keyof typeof form.fields].label), { target: { value } });
  }
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: form.submit }));
const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const GOOD = { name: 'Asha', email: 'asha@example.com', phone: '9829012345', message: 'Hello' };

describe('AppointmentForm', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reports the first problem in the spec order and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<AppointmentForm form={form} phone="+91 98290 12345" notice={formNotice('enquiry', 'en')} messages={getFormsCopy('en')} locale="en" />);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.');
    fill({ ...GOOD, phone: '98290', email: 'bad' });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Phone number must be exactly 10 digits.');
    fill({ phone: GOOD.phone });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a control character pasted into the name with the words from content', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<AppointmentForm form={form} phone="+91 98290 12345" notice={formNotice('enquiry', 'en')} messages={getFormsCopy('en')} locale="en" />);
    fill({ ...GOOD, name: 'Asha\u001b[31mRed' });
    submit();
    // content/copy/forms.yaml's words for controlCharacters.
    expect(screen.getByRole('alert').textContent).toBe('Please write this field on one line, without line breaks or special control characters.');
    expect(screen.getByLabelText(form.fields.name.label).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an English page’s enquiry with the spec’s fields only', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(ok({ id: 'e1' }, 201))
      .mockResolvedValueOnce(ok({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    render(<AppointmentForm form={form} phone="+91 98290 12345" notice={formNotice('enquiry', 'en')} messages={getFormsCopy('en')} locale="en" />);
    fill(GOOD);
    await act(async () => submit());
    const [enquiry, mail] = fetchMock.mock.calls.map(([, init]) => Object.keys(JSON.parse(String(init?.body)) as object).sort());
    expect(enquiry).toEqual(['email', 'message', 'name', 'phone']);
    expect(mail).toEqual(['email', 'message', 'name', 'phone', 'subject']);
  });

  it('keeps the inputs and shows the phone number when the mail call says no', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(ok({ id: 'e1' }, 201))
        .mockResolvedValueOnce(ok({ success: false })),
    );
    render(<AppointmentForm form={form} phone="+91 98290 12345" notice={formNotice('enquiry', 'en')} messages={getFormsCopy('en')} locale="en" />);
    fill(GOOD);
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toContain('+91 98290 12345');
    expect(screen.queryByText('Form submitted successfully!')).toBeNull();
    expect((screen.getByLabelText(form.fields.name.label) as HTMLInputElement).value).toBe('Asha');
  });

  it('sends one idempotency key per submission: the same when it is sent again after a failure, a new one after it went through', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok({ id: 'e1' }, 201))
      .mockResolvedValueOnce(ok({ success: true }))
      .mockResolvedValueOnce(ok({ id: 'e2' }, 201))
      .mockResolvedValueOnce(ok({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    render(<AppointmentForm form={form} phone="+91 98290 12345" notice={formNotice('enquiry', 'en')} messages={getFormsCopy('en')} locale="en" />);
    fill(GOOD);
    await act(async () => submit());
    await act(async () => submit());
    fill(GOOD);
    await act(async () => submit());
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // The failed try, then the same submission again (enquiry and mail), then a new one.
    expect(keys.slice(1, 3)).toEqual([keys[0], keys[0]]);
    expect(keys[3]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[4]).toBe(keys[3]);
  });

  it('shows success for 4 seconds and clears the inputs', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(ok({ id: 'e1' }, 201))
        .mockResolvedValueOnce(ok({ success: true })),
    );
    render(<AppointmentForm form={form} phone="+91 98290 12345" notice={formNotice('enquiry', 'en')} messages={getFormsCopy('en')} locale="en" />);
    fill(GOOD);
    await act(async () => submit());
    expect(screen.getByRole('status').textContent).toBe('Form submitted successfully!');
    expect((screen.getByLabelText(form.fields.phone.label) as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(SUCCESS_DISPLAY_MS - 1));
    expect(screen.queryByText('Form submitted successfully!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Form submitted successfully!')).toBeNull();
  });

  it('speaks the page language and says which one it is to the server, where English sends the spec payload as it is', async () => {
    const messages = { ...getFormsCopy('en'), problems: { ...getFormsCopy('en').problems, required: 'कृपया सभी ज़रूरी जानकारी भरें।' } };
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(ok({ id: 'e1' }, 201))
      .mockResolvedValueOnce(ok({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<AppointmentForm form={form} phone="+91 98290 12345" notice={formNotice('enquiry', 'hi')} messages={messages} locale="hi" />);
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="locale"]')?.value).toBe('hi');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('कृपया सभी ज़रूरी जानकारी भरें।');
    fill(GOOD);
    await act(async () => submit());
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(bodies.map((body) => body.locale)).toEqual(['hi', 'hi']);
  });

  it('shows, beside the submit button, what is kept, why, for how long, how to withdraw, and the policy version', () => {
    render(<AppointmentForm form={form} phone="+91 98290 12345" notice={formNotice('enquiry', 'en')} messages={getFormsCopy('en')} locale="en" />);
    const notice = screen.getByText('What we keep from this form, why, and for how long').closest('details')!;
    expect(notice.previousElementSibling?.getAttribute('type')).toBe('submit');
    expect(notice.textContent).toContain('Your name, e-mail, phone and message.');
    expect(notice.textContent).toContain('Two years from your message');
    expect(notice.querySelector('a[href="/your-data"]')?.textContent).toBe('Your data');
    expect(notice.querySelector('a[href="/privacy-policy"]')?.textContent).toBe(`Privacy policy, version ${getLegalPage('privacy-policy', 'en').version}`);
  });
});
