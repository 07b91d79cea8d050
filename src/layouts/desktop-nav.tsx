import { ChevronDown } from 'lucide-react';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuItem } from '../schemas/navigation';
import { fill } from '../lib/template';
import styles from './desktop-nav.module.css';

export type DesktopNavProps = { items: MenuItem[]; label: string; submenuLabel: string };

/** The main menu on wide screens; items with children open a dropdown on hover and on focus. */
export function DesktopNav({ items, label, submenuLabel }: DesktopNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.children ? (
            <DropdownItem key={item.href} item={item} submenuLabel={fill(submenuLabel, { label: item.label })} />
          ) : (
            <li key={item.href}>
              <NavLink to={item.href} end className={styles.link}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DropdownItem({ item, submenuLabel }: { item: MenuItem; submenuLabel: string }) {
  const location = useLocation();
  // Open for the current location only: any navigation closes the dropdown.
  const [openKey, setOpenKey] = useState<string | null>(null);
  const isOpen = openKey === location.key;
  const open = () => setOpenKey(location.key);
  const close = () => setOpenKey(null);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && isOpen) {
      // Focus first: moving focus to the item's link would otherwise open it again.
      event.currentTarget.querySelector('a')?.focus();
      close();
    }
  };

  return (
    <li className={styles.item} onMouseEnter={open} onMouseLeave={close} onFocus={open} onBlur={handleBlur} onKeyDown={handleKeyDown}>
      <NavLink to={item.href} className={styles.link} aria-expanded={isOpen}>
        {item.label}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </NavLink>
      <ul className={styles.dropdown} hidden={!isOpen} aria-label={submenuLabel}>
        {item.children!.map((child) => (
          <li key={child.href}>
            <NavLink to={child.href} end className={styles.dropdownLink} onClick={close}>
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
