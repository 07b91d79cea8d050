/*
 * /your-data: a visitor enters their e-mail; when anything is kept about it, a link is sent to that
 * address (server/data-rights.ts: signed, single use, 24 hours). The answer is the same whether or
 * not the address is known. The link's page offers a download of everything kept (JSON) or its
 * erasure; either uses the link up. The link is used by a POST only, so a mail scanner that opens it
 * does not spend it. The keep-in-touch link of a retention notice, and the confirm and unsubscribe
 * links of newsletter mails, work the same way. The pages are server/pages/your-data-page.tsx and
 * newsletter-page.tsx; none is cached or indexed.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { paths } from '../../src/lib/paths';
import { LOCALES, localizePath } from '../../src/lib/locale';
import { isEmailAddress } from '../../src/lib/enquiry-rules';
import type { NewsletterView, YourDataView } from '../../src/schemas/server-page';
import { checkDataLink, collectPersonalData, erasePersonalData, linkSecret, requestDataLink, useDataLink } from '../data-rights';
import { confirm, isSubscriptionLink, unsubscribe } from '../newsletter';
import { keepInTouch } from '../retention';
import { postOptions, requireFormBody, type RouteContext } from './context';
import { browserPage, browserPost, type RefusalPage } from './refusals';
import { sendPage } from './send-page';
import { isHoneypotHit, logHoneypot } from './spam-trap';

/** What every page here carries: never indexed, and its address (a link's token) never sent on as a referrer. */
const DATA_PAGE_HEADERS = { 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };

/** A form field or query parameter as text (a token is never longer than this). */
const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');
const fieldsOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? { ...body } : {});
/** The address a request for a link gives, trimmed; '' when it gives none. */
const emailOf = (body: unknown) => {
  const { email } = fieldsOf(body);
  return typeof email === 'string' ? email.trim() : '';
};

export async function yourDataRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db, clock } = ctx;
  const secret = await linkSecret(db, clock.now());

  const page = async (reply: FastifyReply, status: number, html: string) => sendPage(reply, status, html).headers(DATA_PAGE_HEADERS);

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 8_192 });

    // RFC 8058: a mail client's one-click unsubscribe may post multipart/form-data; the token is in the address.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 8_192 }, (_request, body, done) => done(null, body));

    const queryToken = (request: { query: unknown }) => tokenOf(fieldsOf(request.query).token);
    const bodyToken = (request: { body: unknown }) => tokenOf(fieldsOf(request.body).token);

    // Each page in each language, at its address there (/your-data, /hi/your-data); a link in a mail leads to the one of its language.
    for (const locale of LOCALES) {
      const at = (path: string) => localizePath(path, locale);
      const yourData = async (reply: FastifyReply, status: number, view: YourDataView) =>
        page(reply, status, await ctx.renderPage({ page: 'your-data', locale, view }));
      const newsletter = async (reply: FastifyReply, status: number, view: NewsletterView) =>
        page(reply, status, await ctx.renderPage({ page: 'newsletter', locale, view }));
      const expired = (reply: FastifyReply) => yourData(reply, 410, { name: 'expired' });
      // Whatever a route here refuses (too large, unreadable, too many…): the request form again,
      // with the address when it could be read, or the newsletter page saying what happened.
      const yourDataRefused: RefusalPage = {
        locale,
        headers: DATA_PAGE_HEADERS,
        render: ({ message }, request) =>
          ctx.renderPage({ page: 'your-data', locale, view: { name: 'refused', message, email: emailOf(request.body).slice(0, 254) } }),
      };
      const newsletterRefused: RefusalPage = {
        locale,
        headers: DATA_PAGE_HEADERS,
        render: ({ message }) => ctx.renderPage({ page: 'newsletter', locale, view: { name: 'refused', message } }),
      };
      // Every POST here counts against the one per-address budget of the site's POST routes, and
      // takes a form's body (a mail client's one-click unsubscribe may send multipart, RFC 8058).
      const buttonPost = (refused: RefusalPage, ...more: string[]) => {
        const options = browserPost(refused, ctx.rateLimit);
        return { ...options, preValidation: [...options.preValidation, requireFormBody(...more)] };
      };
      const yourDataPost = buttonPost(yourDataRefused);

      // Double opt-in: the link in the confirmation mail opens a page whose button confirms (a mail scanner's GET confirms nothing).
      scope.get(at(paths.newsletter.confirm), browserPage(newsletterRefused), async (request, reply) => {
        const token = queryToken(request);
        if (!(await isSubscriptionLink(ctx, token))) return newsletter(reply, 410, { name: 'unknown-link' });
        return newsletter(reply, 200, { name: 'confirm', token });
      });
      scope.post(at(paths.newsletter.confirm), buttonPost(newsletterRefused), async (request, reply) => {
        if (!(await confirm(ctx, queryToken(request)))) return newsletter(reply, 410, { name: 'unknown-link' });
        request.log.info({ outcome: 'confirmed' }, 'newsletter');
        return newsletter(reply, 200, { name: 'confirmed' });
      });

      // One-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe address takes the address off the list and erases it.
      scope.get(at(paths.newsletter.unsubscribe), browserPage(newsletterRefused), async (request, reply) => {
        const token = queryToken(request);
        if (!(await isSubscriptionLink(ctx, token))) return newsletter(reply, 200, { name: 'unsubscribed' });
        return newsletter(reply, 200, { name: 'unsubscribe', token });
      });
      scope.post(at(paths.newsletter.unsubscribe), buttonPost(newsletterRefused, 'multipart/form-data'), async (request, reply) => {
        const removed = await unsubscribe(ctx, queryToken(request));
        request.log.info({ outcome: removed ? 'unsubscribed' : 'not-subscribed' }, 'newsletter');
        // Whether or not it was still on the list, the address is not on it now.
        return newsletter(reply, 200, { name: 'unsubscribed' });
      });

      // With or without a closing slash, as every page of the site (/about-us/ too).
      for (const address of [at(paths.yourData), `${at(paths.yourData)}/`])
        scope.get(address, browserPage(yourDataRefused), async (_request, reply) => yourData(reply, 200, { name: 'request' }));

      scope.post(at(paths.yourData), postOptions(ctx, 'application/x-www-form-urlencoded', yourDataRefused), async (request, reply) => {
        const body = fieldsOf(request.body);
        const email = emailOf(body);
        // The forms' own rule for an address, which also keeps out what no table can hold (a NUL).
        if (!isEmailAddress(email)) return yourData(reply, 422, { name: 'request', invalidEmail: email.slice(0, 254) });
        if (isHoneypotHit(body)) {
          logHoneypot(request.log, paths.yourData);
        } else {
          request.log.info({ outcome: await requestDataLink(ctx, email, secret, locale) }, 'data request');
        }
        // The same words and status whether or not the address is known.
        return yourData(reply, 200, { name: 'sent' });
      });

      scope.get(at(paths.dataRights.link), browserPage(yourDataRefused), async (request, reply) => {
        const token = queryToken(request);
        if (!(await checkDataLink(db, secret, token, clock.now()))) return expired(reply);
        return yourData(reply, 200, { name: 'link', token });
      });

      scope.post(at(paths.dataRights.download), yourDataPost, async (request, reply) => {
        const now = clock.now();
        const link = await checkDataLink(db, secret, bodyToken(request), now);
        if (!link || !(await useDataLink(db, link.id, now))) return expired(reply);
        const data = await collectPersonalData(db, link.email, now);
        request.log.info({ outcome: 'exported' }, 'data request');
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .header('content-disposition', `attachment; filename="your-data-${now.toISOString().slice(0, 10)}.json"`)
          .send(JSON.stringify(data, null, 2));
      });

      // From a retention notice: keep in touch, so the person's enquiries start a new retention period.
      scope.get(at(paths.dataRights.keep), browserPage(yourDataRefused), async (request, reply) => {
        const token = queryToken(request);
        if (!(await checkDataLink(db, secret, token, clock.now(), 'keep'))) return expired(reply);
        return yourData(reply, 200, { name: 'keep', token });
      });

      scope.post(at(paths.dataRights.keep), yourDataPost, async (request, reply) => {
        const now = clock.now();
        const link = await checkDataLink(db, secret, bodyToken(request), now, 'keep');
        if (!link || !(await useDataLink(db, link.id, now))) return expired(reply);
        await keepInTouch(db, link.email, now);
        request.log.info({ outcome: 'kept' }, 'retention');
        return yourData(reply, 200, { name: 'kept' });
      });

      scope.post(at(paths.dataRights.erase), yourDataPost, async (request, reply) => {
        const now = clock.now();
        const link = await checkDataLink(db, secret, bodyToken(request), now);
        if (!link || !(await useDataLink(db, link.id, now))) return expired(reply);
        await erasePersonalData(db, link.email, 'link', now);
        request.log.info({ outcome: 'erased' }, 'data request');
        return yourData(reply, 200, { name: 'erased' });
      });
    }
  });
}
