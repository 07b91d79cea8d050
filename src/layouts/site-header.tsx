import { Headphones, Menu, Search, X } from 'lucide-react';
import { useId } from 'react';
import { Logo } from '../components/logo';
import { SearchDialog } from './search-dialog';
import { ThemeSwitch } from '../components/theme-switch';
import { getLayout } from '../content/layout';
import { getNavigation, getSite } from '../content/site';
import { useLocale, useLocalePath } from '../components/page-locale';
import { SITE_HEADER_ATTRIBUTE } from '../lib/header-scroll';
import { paths } from '../lib/paths';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

/**
 * The sticky header: logo, main menu (dropdowns on wide screens, a menu behind a button below
 * 1024 px), the info box (above 1100 px) and the search. The menus are popovers and the search a
 * dialog that HTML opens and closes by itself, with Escape and focus handled by the browser; a
 * link in them loads a new page, which closes them. A small script hides the header while the
 * visitor scrolls down and brings it back on the way up. The theme switch sits here on wide
 * screens and in the menu on phones and tablets; so does the language switch, which on wide screens sits in
 * the top bar above.
 */
export function SiteHeader() {
  const locale = useLocale();
  const localize = useLocalePath();
  const site = getSite(locale);
  const navigation = getNavigation(locale);
  const { header, infoBox, theme } = getLayout(locale);
  const menuId = useId();
  const searchId = useId();

  return (
    <header className={styles.header} {...{ [SITE_HEADER_ATTRIBUTE]: '' }} data-scrolled="false" data-hidden="false">
      <div className={`container ${styles.row}`}>
        <a href={localize(paths.home)} className={styles.logo} aria-label={header.homeLabel}>
          <Logo isPriority />
        </a>
        <DesktopNav items={navigation.header} label={header.menuLabel} submenuLabel={header.submenuLabel} submenuToggle={header.submenuToggle} />
        <div className={styles.actions}>
          <a href={`tel:${site.phone.tel}`} className={styles.infoBox}>
            <span className={styles.infoIcon}>
              <Headphones aria-hidden="true" size={22} />
            </span>
            <span className={styles.infoText}>
              <span className={styles.infoHeading} lang={infoBox.lang?.heading}>
                {infoBox.heading}
              </span>
              <span className={styles.infoPhone}>{site.phone.display}</span>
            </span>
          </a>
          <ThemeSwitch labels={theme} className={styles.themeSwitch} />
          <button type="button" className={styles.iconButton} aria-label={header.searchLabel} aria-haspopup="dialog" commandfor={searchId} command="show-modal">
            <Search aria-hidden="true" size={22} />
          </button>
          <button type="button" className={`${styles.iconButton} ${styles.menuButton}`} aria-label={header.menuButton} popoverTarget={menuId}>
            <Menu aria-hidden="true" size={24} className={styles.openIcon} />
            <X aria-hidden="true" size={24} className={styles.closeIcon} />
          </button>
        </div>
      </div>
      <MobileMenu
        id={menuId}
        links={navigation.mobile}
        cta={navigation.cta}
        label={header.menuLabel}
        languageSwitch={<LanguageSwitch />}
        themeSwitch={<ThemeSwitch labels={theme} />}
      />
      <SearchDialog id={searchId} />
    </header>
  );
}
