import { Languages } from 'lucide-react';
import { getLayout } from '../content/layout';
import { useLocale, useOtherLanguages } from '../components/page-locale';
import { LOCALE_TAGS } from '../lib/locale';
import styles from './language-switch.module.css';

export type LanguageSwitchProps = {
  /** `onDark` in the top bar; `plain` in the phone menu. */
  variant?: 'plain' | 'onDark';
  className?: string;
};

/**
 * The way to the other language: a plain link to this page in it (or to its home page when this
 * page has no translation), named in that language and marked as such for screen readers and
 * search engines. In the top bar on wide screens and in the menu on phones.
 */
export function LanguageSwitch({ variant = 'plain', className }: LanguageSwitchProps) {
  const { languages } = getLayout(useLocale());
  return useOtherLanguages().map(({ locale, href }) => (
    <a key={locale} href={href} lang={LOCALE_TAGS[locale]} hrefLang={LOCALE_TAGS[locale]} className={`${styles.switch} ${styles[variant]} ${className ?? ''}`}>
      <Languages aria-hidden="true" size={18} className={styles.icon} />
      {languages[locale]}
    </a>
  ));
}
