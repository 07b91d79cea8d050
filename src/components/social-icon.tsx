import type { SocialLink } from '../schemas/site';

/* Brand marks are not in lucide, so each network gets a small inline glyph (24×24, currentColor). */
/** The site's own profiles, and WhatsApp for share links. */
export type IconNetwork = SocialLink['network'] | 'whatsapp';

const PATHS: Record<IconNetwork, string> = {
  facebook: 'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2-2.5 0-4.2 1.5-4.2 4.3v2.2H7.5v3.3h2.8V22H14v-10.2h2.8l.4-3.3H14z',
  instagram:
    'M12 2.2c3.2 0 3.6 0 4.8.1 3.2.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9-.1-1.3-.1-1.6-.1-4.8s0-3.6.1-4.8C2.4 4 4 2.4 7.2 2.3c1.2-.1 1.6-.1 4.8-.1zm0 4.7a5.1 5.1 0 1 0 0 10.2 5.1 5.1 0 0 0 0-10.2zm0 8.4a3.3 3.3 0 1 1 0-6.6 3.3 3.3 0 0 1 0 6.6zm5.3-9.8a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4v11H3v-11zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6v5.4h-4v-4.8c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v4.9h-4v-11z',
  x: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  whatsapp:
    'M17.5 14.4c-.3-.1-1.8-.9-2-1s-.5-.1-.7.2-.8 1-.9 1.2-.4.2-.6.1a8.2 8.2 0 0 1-4.1-3.5c-.3-.5.3-.5.9-1.6.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.6a1.1 1.1 0 0 0-.8.4 3.3 3.3 0 0 0-1 2.5 5.8 5.8 0 0 0 1.2 3.1 13.2 13.2 0 0 0 5.1 4.5c1.9.8 2.6.9 3.6.7.6-.1 1.8-.7 2-1.4s.2-1.3.2-1.4-.3-.2-.6-.4zM12 21.8a9.9 9.9 0 0 1-5-1.4l-.4-.2-3.7 1 1-3.7-.2-.3A9.9 9.9 0 1 1 12 21.8zM20.5 3.5A11.8 11.8 0 0 0 1.8 17.8L.1 24l6.3-1.7a11.9 11.9 0 0 0 5.7 1.4A11.9 11.9 0 0 0 20.5 3.5z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15V9l5.8 3-5.8 3z',
};

export type SocialIconProps = { network: IconNetwork; size?: number };

/** A decorative social network mark; the link around it carries the accessible name. */
export function SocialIcon({ network, size = 20 }: SocialIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      <path d={PATHS[network]} />
    </svg>
  );
}

export type SocialLinksProps = { links: SocialLink[]; label: string; className?: string; itemClassName?: string };

/** The list of social profile links, used in the top bar and the footer. */
export function SocialLinks({ links, label, className, itemClassName }: SocialLinksProps) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} className={itemClassName} aria-label={link.label} rel="noopener noreferrer" target="_blank">
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
