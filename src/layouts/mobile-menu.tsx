import { useEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { ButtonLink } from '../components/button';
import type { MenuLink } from '../schemas/navigation';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = {
  id: string;
  isOpen: boolean;
  links: MenuLink[];
  cta: MenuLink;
  label: string;
  onClose: () => void;
  /** The hamburger button: Escape closes the menu and puts focus back on it. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
};

/** The flat menu behind the hamburger on screens narrower than 768 px. Escape closes it. */
export function MobileMenu({ id, isOpen, links, cta, label, onClose, returnFocusRef }: MobileMenuProps) {
  const panel = useRef<HTMLElement>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  useEffect(() => {
    if (!isOpen) return;
    panel.current?.querySelector('a')?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latestOnClose.current();
      returnFocusRef.current?.focus();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [isOpen, returnFocusRef]);

  return (
    <nav id={id} ref={panel} aria-label={label} className={styles.panel} hidden={!isOpen}>
      <ul className={`container ${styles.list}`}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} end className={styles.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className={styles.cta}>
          <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
        </li>
      </ul>
    </nav>
  );
}
