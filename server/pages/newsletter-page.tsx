/*
 * The pages the links in newsletter mails open: confirm a subscription (double opt-in) and
 * unsubscribe, each with a button (a mail scanner that opens the link changes nothing), what
 * the button did, and why a request was refused. The words are content/copy/data-rights.yaml.
 */
import { Button } from '../../src/components/button';
import { getDataRightsCopy } from '../../src/content/data-rights-copy';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { paths } from '../../src/lib/paths';
import { localizePath, type Locale } from '../../src/lib/locale';
import type { NewsletterView, PageAssets } from '../../src/schemas/server-page';
import { AnswerForm, AnswerMessage, BackLink } from './answer-card';
import { AnswerDocument } from './answer-document';
import { DataRightsHelp } from './data-rights-help';

export type NewsletterPageProps = { locale: Locale; view: NewsletterView; assets: PageAssets };

function NewsletterContent({ locale, view }: Omit<NewsletterPageProps, 'assets'>) {
  const copy = getDataRightsCopy(locale).newsletter;
  const withToken = (path: string, token: string) => `${localizePath(path, locale)}?token=${encodeURIComponent(token)}`;
  switch (view.name) {
    case 'confirm':
      return (
        <AnswerForm action={withToken(paths.newsletter.confirm, view.token)}>
          <Button type="submit">{copy.confirm}</Button>
        </AnswerForm>
      );
    case 'confirmed':
      return (
        <>
          <AnswerMessage tone="success">{copy.confirmed}</AnswerMessage>
          <BackLink href={localizePath(paths.home, locale)}>{getFormResultCopy(locale).back.home}</BackLink>
        </>
      );
    case 'unsubscribe':
      // The same POST a mail client sends for one-click unsubscribe (RFC 8058).
      return (
        <AnswerForm action={withToken(paths.newsletter.unsubscribe, view.token)}>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <Button type="submit">{copy.unsubscribe}</Button>
        </AnswerForm>
      );
    case 'unsubscribed':
      return <AnswerMessage tone="success">{copy.unsubscribed}</AnswerMessage>;
    case 'unknown-link':
      return <AnswerMessage tone="error">{copy.unknownLink}</AnswerMessage>;
    case 'refused':
      return (
        <>
          <AnswerMessage tone="error">{view.message}</AnswerMessage>
          <BackLink href={localizePath(paths.home, locale)}>{getFormResultCopy(locale).back.home}</BackLink>
        </>
      );
  }
}

export function NewsletterPage({ locale, view, assets }: NewsletterPageProps) {
  return (
    <AnswerDocument locale={locale} title={getDataRightsCopy(locale).newsletter.title} help={<DataRightsHelp locale={locale} />} assets={assets}>
      <NewsletterContent locale={locale} view={view} />
    </AnswerDocument>
  );
}
