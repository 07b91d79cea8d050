/*
 * The home, contact and newsletter forms without JavaScript: POST /forms/appointment, /forms/contact
 * and /forms/newsletter, form-encoded, the same fields and rules as the JSON API. The answer is a
 * page saying what happened; on a problem, the form again with the inputs kept. A client that asks
 * for JSON gets the API's error shape.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enquirySchema, mailSchema, type EnquiryValues } from '../../src/schemas/enquiry';
import type { SectionOf } from '../../src/schemas/section';
import { getContactCopy } from '../../src/content/contact-copy';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { getLayout } from '../../src/content/layout';
import { getPage } from '../../src/content/pages';
import { getSite } from '../../src/content/site';
import { paths } from '../../src/lib/paths';
import { attributionOf } from '../attribution';
import { parseBody, sendError, type Invalid } from './errors';
import { isHoneypotHit, logHoneypot, storeEnquiry } from './enquiries';
import { newsletterStatusCode, subscribeFromBody } from './newsletter';
import { ENCODING_GROWTH, postOptions, type RouteContext } from './context';
import { renderFormPage, type FormPageProps } from './form-page';
import { DEFAULT_LOCALE } from '../../src/lib/locale';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * form-page.css names the site's breakpoints (src/styles/breakpoints.css) as custom media, which no
 * browser reads yet. The site's build writes their widths in (postcss-custom-media); this
 * stylesheet is served as it is, so the server writes them in once, when it starts.
 */
function withBreakpoints(css: string, breakpoints: string): string {
  const queries = new Map([...breakpoints.matchAll(/@custom-media\s+(--[\w-]+)\s+([^;]+);/g)].map(([, name, query]) => [name, query]));
  return css.replace(/@media\s+\((--[\w-]+)\)/g, (_match, name: string) => {
    const query = queries.get(name);
    if (query === undefined) throw new Error(`form-page.css names ${name}, which src/styles/breakpoints.css does not define`);
    return `@media ${query}`;
  });
}

const CSS = withBreakpoints(readFileSync(path.join(here, 'form-page.css'), 'utf8'), readFileSync(path.join(here, '../../src/styles/breakpoints.css'), 'utf8'));

const wantsHtml = (request: FastifyRequest) => /text\/html/i.test(request.headers.accept ?? '');

function formValues(body: unknown): EnquiryValues {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).slice(0, 6000) : undefined);
  return { name: text('name'), email: text('email'), phone: text('phone'), subject: text('subject'), message: text('message') };
}

/** What a form post did: the message its page shows, and what a client asking for JSON gets. */
type Accepted = { ok: true; message: string; json: { status: number; body: { status: string } } };

type FormRoute = Pick<FormPageProps, 'kind' | 'action' | 'backHref' | 'labels'> & {
  /** Checks the body with the API's rules and stores it (a honeypot hit is accepted, not stored). */
  accept: (request: FastifyRequest) => Promise<Accepted | Invalid>;
};

/** The words of the form the visitor sent, from the page that shows it. */
function enquiryLabels(kind: 'home' | 'contact'): FormPageProps['labels'] {
  if (kind === 'contact') {
    const { name, email, phone, subject, message, submit } = getContactCopy(DEFAULT_LOCALE).form;
    return { fields: { name, email, phone, subject, message }, submit };
  }
  const hero = getPage('home', DEFAULT_LOCALE).sections.find((section): section is SectionOf<'hero'> => section.type === 'hero');
  if (!hero) throw new Error('content/pages/home.yaml has no hero section, so the home form has no labels');
  const { fields, submit } = hero.form;
  return { fields: { name: fields.name.label, email: fields.email.label, phone: fields.phone.label, message: fields.message.label }, submit };
}

function enquiryForm(ctx: RouteContext, kind: 'home' | 'contact'): FormRoute {
  const action = kind === 'home' ? paths.forms.home : paths.forms.contact;
  return {
    kind,
    action,
    backHref: kind === 'home' ? paths.home : paths.contact,
    labels: enquiryLabels(kind),
    accept: async (request) => {
      const parsed = kind === 'contact' ? parseBody(mailSchema, request.body) : parseBody(enquirySchema, request.body);
      if (!parsed.ok) return parsed;
      if (isHoneypotHit(parsed.data)) {
        logHoneypot(request.log, action);
      } else {
        const { name, email, phone, message } = parsed.data;
        const subject = 'subject' in parsed.data && typeof parsed.data.subject === 'string' ? parsed.data.subject : null;
        const id = await storeEnquiry(ctx, kind === 'home' ? 'form-home' : 'form-contact', { name, email, phone, message, subject }, attributionOf(request));
        request.log.info({ enquiryId: id, outcome: 'stored' }, 'form enquiry stored');
      }
      return { ok: true, message: getFormResultCopy(DEFAULT_LOCALE).received, json: { status: 201, body: { status: 'received' } } };
    },
  };
}

/** The footer's newsletter box: its page speaks with the box's own words from content. */
function newsletterForm(ctx: RouteContext): FormRoute {
  const { newsletter } = getLayout(DEFAULT_LOCALE).footer;
  return {
    kind: 'newsletter',
    action: paths.forms.newsletter,
    backHref: paths.home,
    labels: { fields: { email: newsletter.label }, submit: newsletter.submit },
    accept: async (request) => {
      const result = await subscribeFromBody(ctx, request.log, request.body, paths.forms.newsletter);
      if (!result.ok) return result;
      const message = result.status === 'subscribed' ? newsletter.subscribed : newsletter.alreadySubscribed;
      return { ok: true, message, json: { status: newsletterStatusCode(result.status), body: { status: result.status } } };
    },
  };
}

export async function formRoutes(app: FastifyInstance, ctx: RouteContext & { stylesheets: string[] }) {
  // Form-encoded bodies are accepted here only; the JSON API answers them with 415.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: ctx.bodyLimit * ENCODING_GROWTH['application/x-www-form-urlencoded'] });

    scope.get('/forms/form-page.css', async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CSS),
    );

    for (const form of [enquiryForm(ctx, 'home'), enquiryForm(ctx, 'contact'), newsletterForm(ctx)]) {
      scope.post(form.action, postOptions(ctx, 'application/x-www-form-urlencoded'), async (request: FastifyRequest, reply: FastifyReply) => {
        const { accept, ...frame } = form;
        const page = (outcome: FormPageProps['outcome']) =>
          renderFormPage({ ...frame, site: getSite(DEFAULT_LOCALE), copy: getFormResultCopy(DEFAULT_LOCALE), stylesheets: ctx.stylesheets, outcome });
        const result = await accept(request);
        if (!result.ok) {
          if (!wantsHtml(request)) return sendError(request, reply, result.status, result.code, result.message, result.fields);
          return reply
            .code(result.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(page({ status: 'invalid', message: result.message, field: result.field, values: formValues(request.body) }));
        }
        if (!wantsHtml(request)) return reply.code(result.json.status).send(result.json.body);
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page({ status: 'success', message: result.message }));
      });
    }
  });
}
