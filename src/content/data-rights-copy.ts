import dataRightsCopy from '../generated/data-rights-copy.json';
import { getLegalPage } from './legal';
import type { DataRightsCopy, FormNotice } from '../schemas/page-copy';

/** content/copy/data-rights.yaml */
export const getDataRightsCopy = (): DataRightsCopy => dataRightsCopy;

/** What a form's notice shows: its items and the privacy policy version, ready for an island's props. */
export type NoticeProps = FormNotice & { policyLine: string; yourDataLink: string };

export function formNotice(kind: keyof DataRightsCopy['notices']): NoticeProps {
  const copy = getDataRightsCopy();
  const version = getLegalPage('privacy-policy').version ?? 'unversioned';
  return { ...copy.notices[kind], policyLine: copy.policyVersion.replace('{version}', version), yourDataLink: copy.yourDataLink };
}
