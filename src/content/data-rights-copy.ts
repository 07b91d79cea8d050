import dataRightsCopy from '../generated/data-rights-copy.json';
import type { Locale } from '../lib/locale';
import { byLocale } from './by-locale';
import { getLegalPage } from './legal';
import type { DataRightsCopy, FormNotice } from '../schemas/page-copy';

/** content/copy/data-rights.yaml, in a language. */
export const getDataRightsCopy = byLocale<DataRightsCopy>(dataRightsCopy);

/** What a form's notice shows: its items and the privacy policy version, ready for an island's props. */
export type NoticeProps = FormNotice & { policyLine: string; yourDataLink: string };

export function formNotice(kind: keyof DataRightsCopy['notices'], locale?: Locale): NoticeProps {
  const copy = getDataRightsCopy(locale);
  const version = getLegalPage('privacy-policy').version ?? 'unversioned';
  return { ...copy.notices[kind], policyLine: copy.policyVersion.replace('{version}', version), yourDataLink: copy.yourDataLink };
}
