import { FilledCopy } from '../../src/components/filled-copy';
import { getDataRightsCopy } from '../../src/content/data-rights-copy';
import { isPublishedPage } from '../../src/content/fixed-pages';
import { getSite } from '../../src/content/site';
import { paths } from '../../src/lib/paths';
import { localizeHref, type Locale } from '../../src/lib/locale';

/** Under the data-rights pages: the privacy policy, and how to reach the Grievance Officer. */
export function DataRightsHelp({ locale }: { locale: Locale }) {
  const copy = getDataRightsCopy(locale);
  const site = getSite(locale);
  return (
    <FilledCopy
      text={copy.help}
      values={{
        privacyPolicy: <a href={localizeHref(paths.privacyPolicy, locale, isPublishedPage)}>{copy.privacyPolicyLink}</a>,
        email: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>,
        phone: <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>,
      }}
    />
  );
}
