import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from '../components/nav-link';
import type { MenuItem } from '../schemas/navigation';
import { fillCopy } from '../lib/fill-copy';
import styles from './desktop-nav.module.css';

export type DesktopNavProps = { items: MenuItem[]; label: string; submenuLabel: string; submenuToggle: string };

/**
 * The main menu on wide screens. An item with children shows its dropdown while the pointer is over
 * it (CSS), and its toggle button opens the same list as a popover for keyboard and touch: Escape,
 * a click outside or a new page closes it, and focus goes back to the button, with no script.
 */
export function DesktopNav({ items, label, submenuLabel, submenuToggle }: DesktopNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.children ? (
            <DropdownItem
              key={item.href}
              item={item}
              label={fillCopy(submenuLabel, { label: item.label })}
              toggleLabel={fillCopy(submenuToggle, { label: item.label })}
            />
          ) : (
            <li key={item.href}>
              <NavLink href={item.href} end className={styles.link} lang={item.lang?.label}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DropdownItem({ item, label, toggleLabel }: { item: MenuItem; label: string; toggleLabel: string }) {
  const listId = useId();
  return (
    <li className={styles.item}>
      <NavLink href={item.href} className={styles.link} lang={item.lang?.label}>
        {item.label}
      </NavLink>
      <button type="button" className={styles.toggle} popoverTarget={listId} aria-label={toggleLabel}>
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <ul id={listId} popover="auto" className={styles.dropdown} aria-label={label}>
        {item.children!.map((child) => (
          <li key={child.href}>
            <NavLink href={child.href} end className={styles.dropdownLink} lang={child.lang?.label}>
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
