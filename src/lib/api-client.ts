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

async function postJson(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
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

export async function postEnquiry(enquiry: Enquiry, signal?: AbortSignal): Promise<void> {
  await postJson(paths.api.enquiry, enquiry, signal);
}

export async function postMail(mail: MailRequest, signal?: AbortSignal): Promise<MailResponse> {
  return readMailResponse(await postJson(paths.api.mail, mail, signal));
}

/** The newsletter answers 201 for a new address and 200 for one it already has. */
export type NewsletterResult = { status: 'subscribed' | 'already-subscribed' };

export async function postNewsletter(request: NewsletterRequest, signal?: AbortSignal): Promise<NewsletterResult> {
  const payload = (await postJson(paths.api.newsletter, request, signal)) as { status?: unknown } | null;
  return { status: payload?.status === 'already-subscribed' ? 'already-subscribed' : 'subscribed' };
}
