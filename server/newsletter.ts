/*
 * What a subscription does: double opt-in (a new address is stored waiting for its confirmation and
 * mailed a link; it counts once the button on the link's page is pressed), one-click unsubscribe
 * (RFC 8058: the address is taken off the list and erased). An address is one reader whatever its
 * case. Links carry a random token; the database keeps only its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../src/lib/locale';
import { paths } from '../src/lib/paths';
import { confirmSubscription, hasSubscriber, isSubscriberToken, subscribe as insertSubscriber, unsubscribe as deleteSubscriber } from './db/newsletter-repo';
import type { DomainContext } from './domain-context';
import { takeOnce, type SubmissionId, type Taken } from './submissions';
import { mailSender, newsletterConfirmationMail } from './mail/templates';

const outcomeSchema = z.enum(['subscribed', 'already-subscribed']);
export type SubscriptionOutcome = z.infer<typeof outcomeSchema>;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The confirmation and one-click unsubscribe links of a subscription, to the pages in its language. */
export function newsletterLinks(siteUrl: string, token: string, locale: Locale) {
  const link = (path: string) => `${siteUrl}${localizePath(path, locale)}?token=${encodeURIComponent(token)}`;
  return { confirm: link(paths.newsletter.confirm), unsubscribe: link(paths.newsletter.unsubscribe) };
}

/**
 * Stores a new address with the language of the page it was given on, waiting for confirmation,
 * and queues its confirmation mail; an address already on the list changes nothing. A repeat of a
 * `submission` (server/submissions.ts) is answered as the first one was.
 */
export async function subscribe(
  ctx: DomainContext,
  address: string,
  locale: Locale = DEFAULT_LOCALE,
  submission: SubmissionId | null = null,
): Promise<Taken<SubscriptionOutcome>> {
  const email = address.toLowerCase();
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now().toISOString();
  const taken = await takeOnce(ctx.db, submission, outcomeSchema, now, async (tx): Promise<SubscriptionOutcome> => {
    const added = await insertSubscriber(tx, email, now, ctx.consentVersion, { tokenHash: tokenHash(token), locale });
    if (added) {
      const links = newsletterLinks(ctx.siteUrl, token, locale);
      await ctx.outbox.queue(tx, {
        kind: 'newsletter-confirm',
        enquiryId: null,
        to: email,
        replyTo: null,
        ...newsletterConfirmationMail(mailSender(locale, ctx.siteUrl), links),
        listUnsubscribe: links.unsubscribe,
      });
    }
    return added ? 'subscribed' : 'already-subscribed';
  });
  if (!taken.isRepeat && taken.result === 'subscribed') ctx.outbox.kick();
  return taken;
}

/**
 * What subscribing the address would answer, changing nothing: a post caught by the spam trap gets
 * the answer a real one for the same address gets, so the trap cannot be told from it.
 */
export async function subscriptionOutcomeOf(ctx: DomainContext, address: string): Promise<SubscriptionOutcome> {
  return (await hasSubscriber(ctx.db, address.toLowerCase())) ? 'already-subscribed' : 'subscribed';
}

/** Whether a link's token stands for an address on the list (confirmed or not). */
export const isSubscriptionLink = (ctx: DomainContext, token: string) => isSubscriberToken(ctx.db, tokenHash(token));

/** Confirms the subscription a link stands for; resolves to false for an unknown token. */
export const confirm = (ctx: DomainContext, token: string) => confirmSubscription(ctx.db, tokenHash(token), ctx.clock.now().toISOString());

/** Takes the address a link stands for off the list; resolves to false when it was not on it. */
export const unsubscribe = (ctx: DomainContext, token: string) => deleteSubscriber(ctx.db, tokenHash(token));
