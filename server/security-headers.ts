/*
 * The security headers of every answer, errors included: helmet's, with a strict
 * Content-Security-Policy whose one allowed inline script is the built pages' own (by its hash),
 * frame-ancestors 'none', X-Frame-Options DENY and strict-origin-when-cross-origin; a
 * Permissions-Policy that denies what the site does not use; HSTS over TLS only. A stylesheet,
 * script, font, raster image or video is never shown as a page, so it goes without the headers
 * only a document reads.
 *
 * The headers never change while the server runs, so helmet writes them once, at start, on a
 * response of its own, and a hook sets them on each answer. @fastify/helmet builds helmet's
 * middleware again for every request (the policy serialised each time): 34 µs of CPU more per
 * request for the same headers, a third more than the whole answer to the static page costs.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { builtInlineScriptSources } from './inline-scripts';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * Browser features the site does not use, denied to every page and anything it frames. It uses
 * the share sheet, the clipboard (share links) and autoplay (the muted hero video), so those stay.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * What a browser never shows as a page of its own: a stylesheet, a script, a font, a raster image,
 * a video. SVG, HTML, JSON and text can be opened as documents and keep every header.
 */
const NEVER_A_DOCUMENT = /^(text\/css|text\/javascript|application\/javascript|font\/|image\/(png|jpeg|webp|avif|x-icon|vnd\.microsoft\.icon)|video\/)/;
/**
 * Headers only a document reads (its scripts' policy, framing, its window's isolation, old
 * browsers' download and XSS switches): about 1 KB on every answer, and a page loads a dozen
 * answers that are not documents. Permissions-Policy, nosniff, CORP and Referrer-Policy stay on all.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The headers helmet's middleware sets for `options`, by lower-case name, written once on a response of its own. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]));
}

/** Adds the security headers to every answer of `app`; `distDir` holds the built pages, whose inline script the policy allows. */
export function securityHeaders(app: FastifyInstance, distDir: string | undefined) {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...CONTENT_SECURITY_POLICY, scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...builtInlineScriptSources(distDir)] },
      },
      // HSTS only over TLS: a plain-HTTP answer cannot promise it (below).
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && NEVER_A_DOCUMENT.test(type)) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    done(null, payload);
  });
}
