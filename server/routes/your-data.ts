/*
 * /your-data: a visitor enters their e-mail; when anything is kept about it, a link is sent to that
 * address (data-rights.ts: signed, single use, 24 hours). The answer is the same whether or not the
 * address is known. The link's page offers a download of everything kept (JSON) or its erasure;
 * either uses the link up. The link is used by a POST only, so a mail scanner that opens it does
 * not spend it. Plain server-rendered pages in the look of the form answers; none is cached or indexed.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { getDataRightsCopy } from '../../src/content/data-rights-copy';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { getSite } from '../../src/content/site';
import { paths } from '../../src/lib/paths';
import { EMAIL_PATTERN } from '../../src/schemas/enquiry';
import { checkDataLink, collectPersonalData, createDataLink, erasePersonalData, isKnownAddress, linkSecret, LINK_TTL_MS, useDataLink } from '../data-rights';
import { queueMail } from '../db/outbox-repo';
import { keepInTouch } from '../retention';
import { confirmSubscription, isSubscriberToken, unsubscribe } from '../db/newsletter-repo';
import { tokenHash } from './newsletter';
import { randomUUID } from 'node:crypto';
import { isHoneypotHit, logHoneypot } from './enquiries';
import type { RouteContext } from './context';
import { escapeHtml as escape } from '../../src/lib/escape-html';
import { fillCopy } from '../../src/lib/fill-copy';
import { renderPlainPage } from './form-page';
import { DEFAULT_LOCALE } from '../../src/lib/locale';

/** What a page says once a request went through, and (unless that is all there is to say) the way back home. */
const succeeded = (message: string, isHomeLinked = true) =>
  `<p class="status status--success" role="status">${escape(message)}</p>${isHomeLinked ? `<p><a class="back" href="/">${escape(getFormResultCopy(DEFAULT_LOCALE).back.home)}</a></p>` : ''}`;

export type YourDataContext = RouteContext & { stylesheets: string[]; siteUrl?: string };

function frame(stylesheets: string[], title: string, body: string): string {
  const site = getSite(DEFAULT_LOCALE);
  const copy = getDataRightsCopy(DEFAULT_LOCALE);
  // The copy is escaped first, so the links filled into it stay markup.
  const help = fillCopy(escape(copy.help), {
    privacyPolicy: `<a href="${paths.privacyPolicy}">${escape(copy.privacyPolicyLink)}</a>`,
    email: `<a href="mailto:${escape(site.supportEmail)}">${escape(site.supportEmail)}</a>`,
    phone: `<a href="tel:${escape(site.phone.tel)}">${escape(site.phone.display)}</a>`,
  });
  return renderPlainPage({ site, stylesheets, title, body: `${body}\n<p class="help">${help}</p>` });
}

function requestForm(problem?: string, value = ''): string {
  const copy = getDataRightsCopy(DEFAULT_LOCALE).yourData;
  return `${problem ? `<p id="form-problem" class="status status--error" role="alert">${escape(problem)}</p>` : ''}
<p>${escape(copy.intro)}</p>
<form class="form" method="post" action="${paths.yourData}">
<div class="field"><label for="your-email">${escape(copy.emailLabel)}</label>
<input id="your-email" name="email" type="email" autocomplete="email" required value="${escape(value)}"${problem ? ' aria-invalid="true" aria-describedby="form-problem"' : ''}></div>
<div class="visually-hidden" aria-hidden="true"><label for="your-website">Leave this empty</label><input id="your-website" name="website" tabindex="-1" autocomplete="off"></div>
<button class="submit" type="submit">${escape(copy.submit)}</button>
</form>`;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .send(body);

export async function yourDataRoutes(app: FastifyInstance, ctx: YourDataContext) {
  const { db, clock } = ctx;
  const copy = () => getDataRightsCopy(DEFAULT_LOCALE).yourData;
  const newsletterCopy = () => getDataRightsCopy(DEFAULT_LOCALE).newsletter;
  const keepCopy = () => getDataRightsCopy(DEFAULT_LOCALE).keepInTouch;
  const secret = await linkSecret(db, clock.now());

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 8_192 });

    // RFC 8058: a mail client's one-click unsubscribe may post multipart/form-data; the token is in the address.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 8_192 }, (_request, body, done) => done(null, body));

    const newsletterToken = (request: { query: unknown }) => tokenOf((request.query as Record<string, unknown>).token);
    const newsletterPage = (reply: FastifyReply, status: number, body: string) => html(reply, status, frame(ctx.stylesheets, newsletterCopy().title, body));
    const unknownLink = (reply: FastifyReply) =>
      newsletterPage(reply, 410, `<p class="status status--error" role="alert">${escape(newsletterCopy().unknownLink)}</p>`);

    // Double opt-in: the link in the confirmation mail opens a page whose button confirms (a mail scanner's GET confirms nothing).
    scope.get('/newsletter/confirm', async (request, reply) => {
      const token = newsletterToken(request);
      if (!(await isSubscriberToken(db, tokenHash(token)))) return unknownLink(reply);
      return newsletterPage(
        reply,
        200,
        `<form class="form" method="post" action="/newsletter/confirm?token=${escape(encodeURIComponent(token))}"><button class="submit" type="submit">${escape(newsletterCopy().confirm)}</button></form>`,
      );
    });
    scope.post('/newsletter/confirm', async (request, reply) => {
      if (!(await confirmSubscription(db, tokenHash(newsletterToken(request)), clock.now().toISOString()))) return unknownLink(reply);
      request.log.info({ outcome: 'confirmed' }, 'newsletter');
      return newsletterPage(reply, 200, succeeded(newsletterCopy().confirmed));
    });

    // One-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe address takes the address off the list and erases it.
    scope.get('/newsletter/unsubscribe', async (request, reply) => {
      const token = newsletterToken(request);
      if (!(await isSubscriberToken(db, tokenHash(token)))) return newsletterPage(reply, 200, succeeded(newsletterCopy().unsubscribed, false));
      return newsletterPage(
        reply,
        200,
        `<form class="form" method="post" action="/newsletter/unsubscribe?token=${escape(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button class="submit" type="submit">${escape(newsletterCopy().unsubscribe)}</button></form>`,
      );
    });
    scope.post('/newsletter/unsubscribe', async (request, reply) => {
      const removed = await unsubscribe(db, tokenHash(newsletterToken(request)));
      request.log.info({ outcome: removed ? 'unsubscribed' : 'not-subscribed' }, 'newsletter');
      // Whether or not it was still on the list, the address is not on it now.
      return newsletterPage(reply, 200, succeeded(newsletterCopy().unsubscribed, false));
    });

    scope.get(paths.yourData, async (_request, reply) => html(reply, 200, frame(ctx.stylesheets, copy().title, requestForm())));

    scope.post(paths.yourData, ctx.rateLimit ? { onRequest: ctx.rateLimit } : {}, async (request, reply) => {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
      if (!EMAIL_PATTERN.test(email)) return html(reply, 422, frame(ctx.stylesheets, copy().title, requestForm(copy().invalidEmail, email)));
      if (isHoneypotHit(body)) {
        logHoneypot(request.log, paths.yourData);
      } else if (await isKnownAddress(db, email)) {
        const now = clock.now();
        const site = getSite(DEFAULT_LOCALE);
        await db.transaction(async (tx) => {
          const token = await createDataLink(tx, secret, email, now);
          const link = `${ctx.siteUrl ?? site.url.replace(/\/$/, '')}${paths.yourData}/link?token=${encodeURIComponent(token)}`;
          const fill = (text: string) =>
            text
              .replaceAll('{siteName}', site.name)
              .replaceAll('{link}', link)
              .replaceAll('{hours}', String(LINK_TTL_MS / 3_600_000));
          await queueMail(tx, {
            id: randomUUID(),
            createdAt: now.toISOString(),
            enquiryId: null,
            kind: 'data-link',
            to: email,
            replyTo: null,
            subject: fill(copy().mailSubject),
            text: fill(copy().mailBody),
          });
        });
        ctx.outbox.kick();
        request.log.info({ outcome: 'link-sent' }, 'data request');
      } else {
        request.log.info({ outcome: 'unknown-address' }, 'data request');
      }
      // The same words and status whether or not the address is known.
      return html(reply, 200, frame(ctx.stylesheets, copy().title, succeeded(copy().sent)));
    });

    const expired = (reply: FastifyReply) =>
      html(
        reply,
        410,
        frame(
          ctx.stylesheets,
          copy().linkTitle,
          `<p class="status status--error" role="alert">${escape(copy().linkExpired)}</p><p><a class="back" href="${paths.yourData}">${escape(copy().submit)}</a></p>`,
        ),
      );

    const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');

    scope.get(`${paths.yourData}/link`, async (request, reply) => {
      const token = tokenOf((request.query as Record<string, unknown>).token);
      const link = await checkDataLink(db, secret, token, clock.now());
      if (!link) return expired(reply);
      const c = copy();
      const hidden = `<input type="hidden" name="token" value="${escape(token)}">`;
      return html(
        reply,
        200,
        frame(
          ctx.stylesheets,
          c.linkTitle,
          `<p>${escape(c.linkIntro)}</p>
<form class="form" method="post" action="${paths.yourData}/download">${hidden}<button class="submit" type="submit">${escape(c.download)}</button></form>
<p>${escape(c.eraseWarning)}</p>
<form class="form" method="post" action="${paths.yourData}/erase">${hidden}<button class="submit" type="submit">${escape(c.erase)}</button></form>`,
        ),
      );
    });

    scope.post(`${paths.yourData}/download`, async (request, reply) => {
      const now = clock.now();
      const link = await checkDataLink(db, secret, tokenOf((request.body as Record<string, unknown> | undefined)?.token), now);
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
    scope.get(`${paths.yourData}/keep`, async (request, reply) => {
      const token = tokenOf((request.query as Record<string, unknown>).token);
      if (!(await checkDataLink(db, secret, token, clock.now(), 'keep'))) return expired(reply);
      return html(
        reply,
        200,
        frame(
          ctx.stylesheets,
          keepCopy().title,
          `<p>${escape(keepCopy().intro)}</p><form class="form" method="post" action="${paths.yourData}/keep"><input type="hidden" name="token" value="${escape(token)}"><button class="submit" type="submit">${escape(keepCopy().button)}</button></form>`,
        ),
      );
    });

    scope.post(`${paths.yourData}/keep`, async (request, reply) => {
      const now = clock.now();
      const link = await checkDataLink(db, secret, tokenOf((request.body as Record<string, unknown> | undefined)?.token), now, 'keep');
      if (!link || !(await useDataLink(db, link.id, now))) return expired(reply);
      await keepInTouch(db, link.email, now);
      request.log.info({ outcome: 'kept' }, 'retention');
      return html(reply, 200, frame(ctx.stylesheets, keepCopy().title, succeeded(keepCopy().done)));
    });

    scope.post(`${paths.yourData}/erase`, async (request, reply) => {
      const now = clock.now();
      const link = await checkDataLink(db, secret, tokenOf((request.body as Record<string, unknown> | undefined)?.token), now);
      if (!link || !(await useDataLink(db, link.id, now))) return expired(reply);
      await erasePersonalData(db, link.email, 'link', now);
      request.log.info({ outcome: 'erased' }, 'data request');
      return html(reply, 200, frame(ctx.stylesheets, copy().linkTitle, succeeded(copy().erased)));
    });
  });
}
