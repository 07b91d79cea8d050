/*
 * Where a lead came from, first party only. The first page a visitor opens in a browser session
 * gets a session cookie (`visit`: HttpOnly, SameSite=Lax, no Max-Age, so it ends with the session)
 * holding that page, the external referrer, the utm_* parameters and a Google Ads gclid. Later pages
 * never overwrite it (first touch per visit). A form post, with or without JavaScript, carries the
 * cookie back, and its Referer names the page the form was sent from. No identifier is stored:
 * nothing links two visits together.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_ATTRIBUTION, type Attribution } from '../src/schemas/records';

export { NO_ATTRIBUTION };

export const VISIT_COOKIE = 'visit';

type Visit = Omit<Attribution, 'formPage'>;

/** The cookie's short keys, and the query parameter each campaign field is read from. */
const FIELDS: { key: keyof Visit; short: string; param?: string }[] = [
  { key: 'landingPage', short: 'l' },
  { key: 'referrer', short: 'r' },
  { key: 'utmSource', short: 's', param: 'utm_source' },
  { key: 'utmMedium', short: 'm', param: 'utm_medium' },
  { key: 'utmCampaign', short: 'c', param: 'utm_campaign' },
  { key: 'utmTerm', short: 't', param: 'utm_term' },
  { key: 'utmContent', short: 'n', param: 'utm_content' },
  { key: 'gclid', short: 'g', param: 'gclid' },
];

const MAX_VALUE = 200;

/** Printable text, one line, at most MAX_VALUE characters; null when nothing is left. */
function clean(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, MAX_VALUE);
  return text === '' ? null : text;
}

const pathnameOf = (url: string) => url.split('?')[0]!.split('#')[0]!;

/** This site's host as a URL writes it (a default port left out), so it compares with a Referer's. */
function hostOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return request.host;
  }
}

/** An http(s) Referer from another site, as origin and path (its query is left out); null otherwise. */
export function externalReferrer(referer: string | undefined, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.host === ownHost) return null;
    return clean(`${url.origin}${url.pathname}`);
  } catch {
    return null;
  }
}

/** The path of a Referer from this site (the page a form was sent from); null otherwise. */
export function ownPage(referer: string | undefined, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === ownHost ? clean(url.pathname) : null;
  } catch {
    return null;
  }
}

/** The first touch a page request makes: its path, the external referrer and its campaign parameters. */
export function visitOf(request: FastifyRequest): Visit {
  const query = new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
  const visit = { landingPage: clean(pathnameOf(request.url)), referrer: externalReferrer(request.headers.referer, hostOf(request)) } as Visit;
  for (const field of FIELDS) if (field.param) visit[field.key] = clean(query.get(field.param));
  return visit;
}

export function encodeVisit(visit: Visit): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = visit[field.key];
    if (value !== null) params.set(field.short, value);
  }
  return params.toString();
}

export function decodeVisit(value: string | undefined): Visit | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const visit = {} as Visit;
  for (const field of FIELDS) visit[field.key] = clean(params.get(field.short));
  return visit;
}

/** What a form post stores: the visit's first touch from its cookie, and the page it was sent from. */
export function attributionOf(request: FastifyRequest): Attribution {
  const visit = decodeVisit(request.cookies[VISIT_COOKIE]);
  return { ...NO_ATTRIBUTION, ...visit, formPage: ownPage(request.headers.referer, hostOf(request)) };
}

/** Pages that are not the public site: no visit starts there. */
const PRIVATE_PREFIXES = ['/leads', '/your-data', '/admin', '/forms/', '/apis/', '/newsletter/'];

/**
 * Sets the visit cookie on the first public page of a session (a GET answered 200 with HTML, no
 * cookie yet). Needs @fastify/cookie registered.
 */
export function attributionHook(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    if (request.cookies[VISIT_COOKIE] !== undefined) return;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return;
    const pathname = pathnameOf(request.url);
    if (PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return;
    reply.setCookie(VISIT_COOKIE, encodeVisit(visitOf(request)), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  });
}
