import type { ReactNode } from 'react';
import { ButtonLink } from '../components/button';
import { NavLink } from '../components/nav-link';
import type { MenuLink } from '../schemas/navigation';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = {
  /** The id the header's menu button opens (popovertarget). */
  id: string;
  links: MenuLink[];
  cta: MenuLink;
  label: string;
  /** The link to the other language, after the menu's links. */
  languageSwitch?: ReactNode;
  /** The theme switch, at the end of the menu. */
  themeSwitch?: ReactNode;
};

/**
 * The flat menu behind the menu button on screens narrower than 1024 px: a popover, so the browser
 * opens and closes it, closes it on Escape or a tap outside, moves focus to its first link (autofocus)
 * and back to the button, all without a script.
 */
export function MobileMenu({ id, links, cta, label, languageSwitch, themeSwitch }: MobileMenuProps) {
  return (
    <nav id={id} popover="auto" aria-label={label} className={styles.panel}>
      <ul className={`container ${styles.list}`}>
        {links.map((link, index) => (
          <li key={link.href}>
            <NavLink href={link.href} end className={styles.link} autoFocus={index === 0} lang={link.lang?.label}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {languageSwitch && <li className={styles.language}>{languageSwitch}</li>}
        <li className={styles.cta}>
          <ButtonLink href={cta.href} lang={cta.lang?.label}>
            {cta.label}
          </ButtonLink>
        </li>
        {themeSwitch && <li className={styles.cta}>{themeSwitch}</li>}
      </ul>
    </nav>
  );
}
