/*
 * Calls to the site's own API. Every call throws ApiError on a non-2xx answer (with the server's
 * message when it sent one) and lets network failures surface as they are, so a caller can never
 * mistake a failure for success.
 */
import { readMailResponse, type Enquiry, type MailRequest, type MailResponse, type NewsletterRequest } from './enquiry-rules';
import { paths } from './paths';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A call's options: `signal` aborts it; `submission` is the idempotency key of the submission it
 * belongs to (newSubmissionKey), sent again with a retry of the same submission, so the server
 * answers the retry with the first answer and stores it once.
 */
export type CallOptions = { signal?: AbortSignal; submission?: string };

/** A new idempotency key: 128 random bits (getRandomValues works on any page, where randomUUID needs a secure one). */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function postJson(path: string, body: unknown, { signal, submission }: CallOptions = {}): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(submission ? { 'idempotency-key': submission } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { message?: unknown } } | null)?.error;
    const message = typeof error?.message === 'string' ? error.message : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return payload;
}

export async function postEnquiry(enquiry: Enquiry, options?: CallOptions): Promise<void> {
  await postJson(paths.api.enquiry, enquiry, options);
}

export async function postMail(mail: MailRequest, options?: CallOptions): Promise<MailResponse> {
  return readMailResponse(await postJson(paths.api.mail, mail, options));
}

/** The newsletter answers 201 for a new address and 200 for one it already has. */
export type NewsletterResult = { status: 'subscribed' | 'already-subscribed' };

export async function postNewsletter(request: NewsletterRequest, options?: CallOptions): Promise<NewsletterResult> {
  const payload = (await postJson(paths.api.newsletter, request, options)) as { status?: unknown } | null;
  return { status: payload?.status === 'already-subscribed' ? 'already-subscribed' : 'subscribed' };
}
