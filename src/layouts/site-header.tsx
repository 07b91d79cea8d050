import { Headphones, Menu, Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Image } from '../components/image';
import { SearchModal } from '../components/search-modal';
import { getLayout } from '../content/layout';
import { getNavigation, getSite } from '../content/site';
import { useScrollDirection } from '../hooks/use-scroll-direction';
import { paths } from '../lib/paths';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

/**
 * The sticky header: logo, main menu (dropdowns on wide screens, a hamburger menu below 768 px),
 * the info box (above 1100 px) and the search button. It hides while the visitor scrolls down
 * and comes back on the way up. Open menus and the search are tied to the current location,
 * so any navigation closes them.
 */
export function SiteHeader() {
  const site = getSite();
  const navigation = getNavigation();
  const { header, infoBox } = getLayout();
  const location = useLocation();
  const [menuKey, setMenuKey] = useState<string | null>(null);
  const [searchKey, setSearchKey] = useState<string | null>(null);
  const isMenuOpen = menuKey === location.key;
  const isSearchOpen = searchKey === location.key;
  const { direction, isScrolled } = useScrollDirection(45);
  const isHidden = isScrolled && direction === 'down' && !isMenuOpen;
  const menuId = useId();
  const searchButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className={styles.header} data-scrolled={isScrolled} data-hidden={isHidden}>
      <div className={`container ${styles.row}`}>
        <Link to={paths.home} className={styles.logo} aria-label={header.homeLabel}>
          <Image src={site.logo.src} alt="" width={194} height={48} priority />
        </Link>
        <DesktopNav items={navigation.header} label={header.menuLabel} submenuLabel={header.submenuLabel} />
        <div className={styles.actions}>
          <a href={`tel:${site.phone.tel}`} className={styles.infoBox}>
            <span className={styles.infoIcon}>
              <Headphones aria-hidden="true" size={22} />
            </span>
            <span className={styles.infoText}>
              <span className={styles.infoHeading}>{infoBox.heading}</span>
              <span className={styles.infoPhone}>{site.phone.display}</span>
            </span>
          </a>
          <button
            ref={searchButton}
            type="button"
            className={styles.iconButton}
            aria-label={header.searchLabel}
            aria-haspopup="dialog"
            onClick={() => setSearchKey(location.key)}
          >
            <Search aria-hidden="true" size={22} />
          </button>
          <button
            ref={menuButton}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? header.closeMenu : header.openMenu}
            onClick={() => setMenuKey(isMenuOpen ? null : location.key)}
          >
            {isMenuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          </button>
        </div>
      </div>
      <MobileMenu
        id={menuId}
        isOpen={isMenuOpen}
        links={navigation.mobile}
        cta={navigation.cta}
        label={header.menuLabel}
        onClose={() => setMenuKey(null)}
        returnFocusRef={menuButton}
      />
      <SearchModal isOpen={isSearchOpen} onClose={() => setSearchKey(null)} returnFocusRef={searchButton} />
    </header>
  );
}
