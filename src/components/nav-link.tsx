import type { ReactNode } from 'react';
import { isCurrentLink, useCurrentPath } from './current-path';

export type NavLinkProps = {
  href: string;
  className?: string;
  /** Current only on the exact page, not on the pages below it. */
  end?: boolean;
  /** Focused when the popover or dialog around it opens. */
  autoFocus?: boolean;
  /** The language of the link's words where it is not the page's (src/schemas/localized.ts). */
  lang?: string;
  children: ReactNode;
};

/** A menu link that says so (aria-current="page") when it leads to the page being shown. */
export function NavLink({ href, className, end = false, autoFocus, lang, children }: NavLinkProps) {
  const isCurrent = isCurrentLink(href, useCurrentPath(), end);
  return (
    <a href={href} className={className} aria-current={isCurrent ? 'page' : undefined} autoFocus={autoFocus} lang={lang}>
      {children}
    </a>
  );
}
