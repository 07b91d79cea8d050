/*
 * The leads dashboard's page frame (in the document all server-written pages share,
 * server/html-document.ts): its own stylesheet, the dashboard's navigation. Every value is escaped.
 */
import { escapeHtml } from '../../src/lib/escape-html';
import { renderHtmlDocument } from '../html-document';
import { printable } from './printable';

export const LEADS_STYLESHEET = '/leads/leads.css';

export type NavKey = 'enquiries' | 'chart' | 'subscribers' | 'outbox';

const NAV: { key: NavKey; href: string; label: string }[] = [
  { key: 'enquiries', href: '/leads', label: 'Enquiries' },
  { key: 'chart', href: '/leads/chart', label: 'Leads by source' },
  { key: 'subscribers', href: '/leads/subscribers', label: 'Subscribers' },
  { key: 'outbox', href: '/leads/outbox', label: 'Outbox' },
];

/** A hidden CSRF field for a form that posts. */
export const csrfField = (token: string) => `<input type="hidden" name="_csrf" value="${escapeHtml(token)}">`;

/** A button that posts to `action` (with the CSRF token), for actions such as retry and sign-out. */
export function postButton(action: string, label: string, csrf: string, className = 'button'): string {
  return `<form class="inline" method="post" action="${escapeHtml(action)}">${csrfField(csrf)}<button class="${className}" type="submit">${escapeHtml(label)}</button></form>`;
}

export type PageFrame = {
  siteName: string;
  title: string;
  /** The signed-in frame (navigation, sign-out) needs the CSRF token; the sign-in page has none. */
  signedIn?: { csrf: string; active?: NavKey };
  body: string;
};

export function renderPage({ siteName, title, signedIn, body }: PageFrame): string {
  const nav = signedIn
    ? `<nav class="nav" aria-label="Dashboard"><ul>${NAV.map(
        (item) => `<li><a href="${item.href}"${item.key === signedIn.active ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</a></li>`,
      ).join('')}</ul>${postButton('/leads/sign-out', 'Sign out', signedIn.csrf, 'button quiet')}</nav>`
    : '';
  // Stored text may hold control characters (kept from before the forms refused them, or in a
  // message): none reaches the page raw, whichever field it came from.
  const html = renderHtmlDocument({
    lang: 'en',
    title: `${title} – Leads – ${siteName}`,
    robots: 'noindex, nofollow',
    stylesheets: [LEADS_STYLESHEET],
    header: `<header class="top"><p class="brand">${escapeHtml(siteName)} <span>Leads</span></p>${nav}</header>`,
    mainClass: 'main',
    heading: title,
    body,
  });
  return printable(html, true);
}

/** A date-time as the operator reads it: YYYY-MM-DD HH:MM UTC. */
export const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '–');
