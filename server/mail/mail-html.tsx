/*
 * The HTML version of a visitor's e-mail, in the site's look: the site's name over a white card on
 * the site's warm backdrop, the paragraphs, a button to the link the e-mail is about, and the small
 * print. Mail clients read neither stylesheets nor custom properties, so every style is inline and
 * the colours are the light theme's values from src/styles/tokens.css, written here once.
 */
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const COLOURS = { text: '#111834', heading: '#1b2559', muted: '#575d78', accent: '#b52a58', backdrop: '#fbf3ea', card: '#ffffff', quote: '#f3f4f9' };
const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const paragraph: CSSProperties = { margin: '0 0 16px' };
const button: CSSProperties = {
  display: 'inline-block',
  padding: '12px 24px',
  borderRadius: 999,
  background: COLOURS.accent,
  color: '#ffffff',
  fontWeight: 600,
  textDecoration: 'none',
};

export type MailHtml = {
  lang: string;
  subject: string;
  siteName: string;
  siteUrl: string;
  /** Paragraphs before the link, with their links as elements. */
  body: ReactNode[];
  /** The button: its address and words, and their language where it is not the mail's. */
  action?: { href: string; label: string; lang?: string };
  /** The visitor's own words, quoted under a heading. */
  quote?: { heading: string; text: string };
  /** Paragraphs after the link (and the quote). */
  after: ReactNode[];
  signature: string;
  footer: ReactNode;
};

export function renderMailHtml(mail: MailHtml): string {
  return `<!doctype html>${renderToStaticMarkup(<MailDocument {...mail} />)}`;
}

/**
 * The changing strings of one mail (names, links, the visitor's message), each held in a numbered
 * slot: private-use characters that no copy holds, standing in the mail's HTML for the string.
 */
export class MailSlots {
  readonly values: string[] = [];
  hold(value: string): string {
    this.values.push(value);
    return `\uE000${this.values.length - 1}\uE001`;
  }
}

const SLOT = /\uE000(\d+)\uE001/g;
/**
 * What React escapes in text and attribute values, as React writes it (templates.test.ts compares
 * with React's own rendering). Rendering the values with React instead costs 24 µs of CPU a mail
 * against under 1, about a tenth of taking an enquiry, which queues two.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const frames = new WeakMap<object, Map<string, string>>();

/**
 * `mail` as renderMailHtml writes it, with its slots filled. Rendering with React costs more than
 * the rest of taking an enquiry, so a mail of one kind (`owner`, its copy) and `shape` (the parts it
 * has, which slots it holds) is rendered once with its slots, and each mail fills them, escaped.
 */
export function renderMailHtmlWithSlots(owner: object, shape: string, slots: MailSlots, mail: MailHtml): string {
  let byShape = frames.get(owner);
  if (!byShape) frames.set(owner, (byShape = new Map<string, string>()));
  let frame = byShape.get(shape);
  if (frame === undefined) {
    frame = renderMailHtml(mail);
    byShape.set(shape, frame);
  }
  return frame.replace(SLOT, (_slot, index: string) => escapeHtml(slots.values[Number(index)]!));
}

function MailDocument({ lang, subject, siteName, siteUrl, body, action, quote, after, signature, footer }: MailHtml) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: COLOURS.backdrop }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: COLOURS.backdrop, fontFamily: FONT }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, background: COLOURS.card, borderRadius: 16, borderTop: `4px solid ${COLOURS.accent}` }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '24px 28px 0' }}>
                        <a href={siteUrl} style={{ color: COLOURS.heading, fontSize: 20, fontWeight: 700, textDecoration: 'none' }}>
                          {siteName}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      {/* A long link breaks anywhere, so a phone never scrolls sideways. */}
                      <td
                        style={{
                          padding: '20px 28px 12px',
                          color: COLOURS.text,
                          fontSize: 16,
                          lineHeight: 1.6,
                          textAlign: 'left',
                          overflowWrap: 'anywhere',
                          wordBreak: 'break-word',
                        }}
                      >
                        <Paragraphs items={body} />
                        {action && (
                          <p style={{ margin: '24px 0' }}>
                            <a href={action.href} style={button} lang={action.lang}>
                              {action.label}
                            </a>
                          </p>
                        )}
                        {quote && (
                          <>
                            <p style={{ ...paragraph, color: COLOURS.heading, fontWeight: 600 }}>{quote.heading}</p>
                            <p style={{ ...paragraph, padding: '12px 16px', borderRadius: 8, background: COLOURS.quote, whiteSpace: 'pre-wrap' }}>
                              {quote.text}
                            </p>
                          </>
                        )}
                        <Paragraphs items={after} />
                        <p style={paragraph}>{signature}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
                <p style={{ maxWidth: 560, margin: '16px auto 0', color: COLOURS.muted, fontSize: 13, lineHeight: 1.5, overflowWrap: 'anywhere' }}>{footer}</p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function Paragraphs({ items }: { items: ReactNode[] }) {
  return (
    <>
      {items.map((item, i) => (
        <p key={i} style={paragraph}>
          {item}
        </p>
      ))}
    </>
  );
}

/** A link inside a paragraph, in the site's accent colour. */
export const MailLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} style={{ color: COLOURS.accent }}>
    {children}
  </a>
);
