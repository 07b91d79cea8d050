/*
 * The home and contact forms without JavaScript: POST /forms/appointment and /forms/contact,
 * form-encoded, the same fields and rules as the JSON API. The answer is a page saying what
 * happened; on a problem, the form again with the inputs kept. A client that asks for JSON gets
 * the API's error shape.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enquirySchema, mailSchema } from '../../src/schemas/enquiry';
import type { EnquiryFieldName } from '../../src/schemas/enquiry-rules';
import { getSite } from '../../src/content/site';
import { paths } from '../../src/lib/paths';
import { parseBody, sendError } from './errors';
import { isHoneypotHit, logHoneypot, storeEnquiry } from './enquiries';
import { postOptions, requireContentType, type RouteContext } from './context';
import { renderFormPage, type FormKind, type FormValues } from './form-page';

const CSS = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'form-page.css'));

export const FORM_SUCCESS_MESSAGE = 'Form submitted successfully! We will reply within one working day.';

const wantsHtml = (request: FastifyRequest) => /text\/html/i.test(request.headers.accept ?? '');

function formValues(body: unknown): FormValues {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).slice(0, 6000) : undefined);
  return { name: text('name'), email: text('email'), phone: text('phone'), subject: text('subject'), message: text('message') };
}

export async function formRoutes(app: FastifyInstance, ctx: RouteContext & { stylesheets: string[] }) {
  // Form-encoded bodies are accepted here only; the JSON API answers them with 415.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 32_768 });

    scope.get('/forms/form-page.css', async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CSS),
    );

    const forms: { kind: FormKind; action: string; backHref: string }[] = [
      { kind: 'home', action: paths.forms.home, backHref: paths.home },
      { kind: 'contact', action: paths.forms.contact, backHref: paths.contact },
    ];
    for (const form of forms) {
      scope.post(
        form.action,
        { ...postOptions(ctx), preValidation: requireContentType('application/x-www-form-urlencoded') },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const page = (outcome: Parameters<typeof renderFormPage>[0]['outcome']) =>
            renderFormPage({ site: getSite(), kind: form.kind, action: form.action, backHref: form.backHref, stylesheets: ctx.stylesheets, outcome });
          const required: EnquiryFieldName[] =
            form.kind === 'contact' ? ['name', 'email', 'phone', 'subject', 'message'] : ['name', 'email', 'phone', 'message'];
          const parsed = form.kind === 'contact' ? parseBody(mailSchema, request.body, required) : parseBody(enquirySchema, request.body, required);
          if (!parsed.ok) {
            if (!wantsHtml(request)) return sendError(request, reply, parsed.status, parsed.code, parsed.message, parsed.fields);
            const field = parsed.fields ? Object.keys(parsed.fields)[0] : undefined;
            return reply
              .code(parsed.status)
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              .send(page({ status: 'invalid', message: parsed.message, field, values: formValues(request.body) }));
          }
          if (isHoneypotHit(parsed.data)) {
            logHoneypot(request.log, form.action);
          } else {
            const { name, email, phone, message } = parsed.data;
            const subject = 'subject' in parsed.data && typeof parsed.data.subject === 'string' ? parsed.data.subject : null;
            const id = await storeEnquiry(ctx, form.kind === 'home' ? 'form-home' : 'form-contact', { name, email, phone, message, subject });
            request.log.info({ enquiryId: id, outcome: 'stored' }, 'form enquiry stored');
          }
          if (!wantsHtml(request)) return reply.code(201).send({ status: 'received' });
          return reply
            .code(200)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(page({ status: 'success', message: FORM_SUCCESS_MESSAGE }));
        },
      );
    }
  });
}
