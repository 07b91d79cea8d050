import type { Locale } from '../lib/locale';
import { LOCALE_FIELD } from '../lib/enquiry-rules';

/** The language of the page a form is on, sent with it so the answer and the visitor's e-mails speak it. */
export function LocaleField({ locale }: { locale: Locale }) {
  return <input type="hidden" name={LOCALE_FIELD} value={locale} />;
}
