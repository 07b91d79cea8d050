import { dataRightsCopy } from '../generated/content/data-rights-copy';
import { DEFAULT_LOCALE, type Locale } from '../lib/locale';
import { paths } from '../lib/paths';
import { getLegalPage } from './legal';
import type { FormNotice } from '../schemas/page-copy';

/** content/copy/data-rights.yaml, in a language. */
export const getDataRightsCopy = (locale: Locale) => dataRightsCopy[locale];

/** What a form's notice shows: its items, the privacy policy version and where its links lead, ready for an island's props. */
export type NoticeProps = FormNotice & {
  policyLine: string;
  yourDataLink: string;
  /** The language of the policy line and the link's words where they are not the page's. */
  linkLang: { policyLine?: string; yourDataLink?: string };
  hrefs: { privacyPolicy: string; yourData: string };
};

/**
 * The notice of a form in `locale`. `localize` turns the English addresses of the privacy policy
 * and the Your data page into those of the page's language where they exist.
 */
export function formNotice(kind: 'enquiry' | 'newsletter', locale: Locale, localize: (href: string) => string = (href) => href): NoticeProps {
  const copy = getDataRightsCopy(locale);
  // The version is the English policy's, which prevails.
  const version = getLegalPage('privacy-policy', DEFAULT_LOCALE).version ?? 'unversioned';
  return {
    ...copy.notices[kind],
    policyLine: copy.policyVersion.replace('{version}', version),
    yourDataLink: copy.yourDataLink,
    linkLang: { policyLine: copy.lang?.policyVersion, yourDataLink: copy.lang?.yourDataLink },
    hrefs: { privacyPolicy: localize(paths.privacyPolicy), yourData: localize(paths.yourData) },
  };
}
