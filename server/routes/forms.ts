/*
 * The home, contact and newsletter forms without JavaScript: POST /forms/appointment, /forms/contact
 * and /forms/newsletter, form-encoded, the same fields and rules as the JSON API. The answer is a
 * page saying what happened (server/pages/form-answer-page.tsx); on a problem, the form again
 * with the inputs kept, also when the post was refused before it could be taken (refusals.ts). A
 * client that asks for JSON gets the API's answer and error shape.
 */
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paths } from '../../src/lib/paths';
import type { Locale } from '../../src/lib/locale';
import type { EnquiryValues } from '../../src/lib/enquiry-rules';
import { ENQUIRY_FIELDS } from '../../src/lib/enquiry-rules';
import type { AnsweredForm, FormOutcome } from '../../src/schemas/server-page';
import type { PageRenderer } from '../page-renderer';
import { sendError, type Parsed } from './errors';
import { newsletterStatusCode } from './newsletter';
import { ENCODING_GROWTH, postOptions, type RouteContext } from './context';
import { formLocale, wantsHtml, type RefusalPage } from './refusals';
import { sendPage } from './send-page';
import { markRepeat, takeEnquiry, takeSubscription } from './submissions';

function formValues(body: unknown): EnquiryValues {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key].slice(0, 6000) : undefined);
  return { name: text('name'), email: text('email'), phone: text('phone'), subject: text('subject'), message: text('message') };
}

type FormAnswer = { form: AnsweredForm; outcome: FormOutcome; locale: Locale };

/** A form's answer page: what became of it, in the visitor's language; the form it shows again has a new idempotency key on every load. */
const renderFormAnswer = (renderPage: PageRenderer, { form, outcome, locale }: FormAnswer) =>
  renderPage({ page: 'form-answer', locale, form, outcome, submission: randomUUID() });

/** What a taken form answers: its page's outcome, and what a client asking for JSON gets; `isRepeat` for a submission sent again. */
type Taken = { outcome: FormOutcome; json: { status: number; body: { status: string } }; isRepeat: boolean };

const FORMS: { form: AnsweredForm; action: string; take: (ctx: RouteContext, request: FastifyRequest) => Promise<Parsed<Taken>> }[] = [
  { form: 'home', action: paths.forms.home, take: (ctx, request) => takeForm(takeEnquiry(ctx, request, 'form-home', formLocale(request.body))) },
  { form: 'contact', action: paths.forms.contact, take: (ctx, request) => takeForm(takeEnquiry(ctx, request, 'form-contact', formLocale(request.body))) },
  {
    form: 'newsletter',
    action: paths.forms.newsletter,
    take: async (ctx, request) => {
      const taken = await takeSubscription(ctx, request, formLocale(request.body));
      if (!taken.ok) return taken;
      const { outcome, isRepeat } = taken.data;
      return { ok: true, data: { outcome: { status: outcome }, json: { status: newsletterStatusCode(outcome), body: { status: outcome } }, isRepeat } };
    },
  },
];

async function takeForm(taking: Promise<Parsed<{ isRepeat: boolean }>>): Promise<Parsed<Taken>> {
  const taken = await taking;
  if (!taken.ok) return taken;
  return { ok: true, data: { outcome: { status: 'received' }, json: { status: 201, body: { status: 'received' } }, isRepeat: taken.data.isRepeat } };
}

export async function formRoutes(app: FastifyInstance, ctx: RouteContext) {
  // Form-encoded bodies are accepted here only; the JSON API answers them with 415.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: ctx.bodyLimit * ENCODING_GROWTH['application/x-www-form-urlencoded'] });

    for (const { form, action, take } of FORMS) {
      // Refused before it could be taken (too large, unreadable, too many…): the form again, with what could be read of it.
      const refused: RefusalPage = {
        render: ({ message, locale }, request) =>
          renderFormAnswer(ctx.renderPage, { form, locale, outcome: { status: 'invalid', message, values: formValues(request.body) } }),
      };
      scope.post(action, postOptions(ctx, 'application/x-www-form-urlencoded', refused), async (request, reply) => {
        const taken = await take(ctx, request);
        const locale = formLocale(request.body);
        if (!taken.ok) {
          if (!wantsHtml(request)) return sendError(request, reply, taken.status, taken.code, taken.message, taken.fields);
          const field = ENQUIRY_FIELDS.find((name) => name === taken.field);
          const outcome: FormOutcome = { status: 'invalid', message: taken.message, field, values: formValues(request.body) };
          return sendPage(reply, taken.status, await renderFormAnswer(ctx.renderPage, { form, outcome, locale }));
        }
        markRepeat(reply, taken.data.isRepeat);
        if (!wantsHtml(request)) return reply.code(taken.data.json.status).send(taken.data.json.body);
        return sendPage(reply, 200, await renderFormAnswer(ctx.renderPage, { form, outcome: taken.data.outcome, locale }));
      });
    }
  });
}
