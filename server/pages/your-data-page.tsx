/*
 * /your-data and the pages its links open, in the site's frame: the request for a link (again
 * when the address is not one, or the server refused the request as it was sent), the answer (the same whether or not the address is known), the link's page (download or erase),
 * the keep-in-touch page a retention notice links to, and what each button did. The words are
 * content/copy/data-rights.yaml.
 */
import { useId } from 'react';
import { Button } from '../../src/components/button';
import { FormField } from '../../src/components/form-field';
import { HoneypotField } from '../../src/components/honeypot-field';
import { LocaleField } from '../../src/components/locale-field';
import { PageHead } from '../../src/components/page-head';
import { getDataRightsCopy } from '../../src/content/data-rights-copy';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { paths } from '../../src/lib/paths';
import { localizePath, type Locale } from '../../src/lib/locale';
import type { YourDataView } from '../../src/schemas/server-page';
import { AnswerCard, AnswerForm, AnswerMessage, BackLink } from './answer-card';
import { DataRightsHelp } from './data-rights-help';

export type YourDataPageProps = { locale: Locale; view: YourDataView };

/** A form of one button that sends the link's token back. */
function TokenButton({ action, token, label }: { action: string; token: string; label: string }) {
  return (
    <AnswerForm action={action}>
      <input type="hidden" name="token" value={token} />
      <Button type="submit">{label}</Button>
    </AnswerForm>
  );
}

/** The request form; with a problem, again with what was typed, and the field marked when the problem is the address. */
function RequestForm({ locale, email, problem }: { locale: Locale; email?: string; problem?: { message: string; isAboutEmail: boolean } }) {
  const copy = getDataRightsCopy(locale).yourData;
  const problemId = useId();
  return (
    <>
      {problem && (
        <AnswerMessage tone="error" id={problemId}>
          {problem.message}
        </AnswerMessage>
      )}
      <p>{copy.intro}</p>
      <AnswerForm action={localizePath(paths.yourData, locale)}>
        <FormField label={copy.emailLabel} isRequired={false} errorId={problem?.isAboutEmail ? problemId : undefined}>
          {(control) => <input name="email" type="email" autoComplete="email" required defaultValue={email ?? ''} {...control} />}
        </FormField>
        <HoneypotField />
        <LocaleField locale={locale} />
        <Button type="submit">{copy.submit}</Button>
      </AnswerForm>
    </>
  );
}

function YourDataContent({ locale, view }: YourDataPageProps) {
  const { yourData, keepInTouch } = getDataRightsCopy(locale);
  /** What a page says once a request went through, and the way back home. */
  const at = (path: string) => localizePath(path, locale);
  const done = (message: string) => (
    <>
      <AnswerMessage tone="success">{message}</AnswerMessage>
      <BackLink href={at(paths.home)}>{getFormResultCopy(locale).back.home}</BackLink>
    </>
  );
  switch (view.name) {
    case 'request':
      return (
        <RequestForm
          locale={locale}
          email={view.invalidEmail}
          problem={view.invalidEmail === undefined ? undefined : { message: yourData.invalidEmail, isAboutEmail: true }}
        />
      );
    case 'refused':
      return <RequestForm locale={locale} email={view.email} problem={{ message: view.message, isAboutEmail: false }} />;
    case 'sent':
      return done(yourData.sent);
    case 'link':
      return (
        <>
          <p>{yourData.linkIntro}</p>
          <TokenButton action={at(paths.dataRights.download)} token={view.token} label={yourData.download} />
          <p>{yourData.eraseWarning}</p>
          <TokenButton action={at(paths.dataRights.erase)} token={view.token} label={yourData.erase} />
        </>
      );
    case 'expired':
      return (
        <>
          <AnswerMessage tone="error">{yourData.linkExpired}</AnswerMessage>
          <BackLink href={at(paths.yourData)}>{yourData.submit}</BackLink>
        </>
      );
    case 'erased':
      return done(yourData.erased);
    case 'keep':
      return (
        <>
          <p>{keepInTouch.intro}</p>
          <TokenButton action={at(paths.dataRights.keep)} token={view.token} label={keepInTouch.button} />
        </>
      );
    case 'kept':
      return done(keepInTouch.done);
  }
}

/** Each view's heading: the request, the link's page, or keeping in touch. */
function titleOf({ locale, view }: YourDataPageProps): string {
  const { yourData, keepInTouch } = getDataRightsCopy(locale);
  if (view.name === 'request' || view.name === 'refused' || view.name === 'sent') return yourData.title;
  if (view.name === 'keep' || view.name === 'kept') return keepInTouch.title;
  return yourData.linkTitle;
}

export function YourDataPage(props: YourDataPageProps) {
  const title = titleOf(props);
  return (
    <>
      <PageHead seo={{ path: localizePath(paths.yourData, props.locale), title, noindex: true }} />
      <AnswerCard title={title} help={<DataRightsHelp locale={props.locale} />}>
        <YourDataContent {...props} />
      </AnswerCard>
    </>
  );
}
