/*
 * The answer to a form posted without JavaScript (the home page's appointment form, the contact
 * form, the footer's newsletter box): what happened, and on a problem the form again, with the
 * visitor's inputs kept, the field the message is about marked, and its data notice beside the
 * button. The form's words are its own (the page that shows it); the rest is
 * content/copy/form-result.yaml.
 */
import { useId } from 'react';
import { Button } from '../../src/components/button';
import { DataNotice } from '../../src/components/data-notice';
import { FilledCopy } from '../../src/components/filled-copy';
import { FormField } from '../../src/components/form-field';
import { HoneypotField } from '../../src/components/honeypot-field';
import { LocaleField } from '../../src/components/locale-field';
import { getContactCopy } from '../../src/content/contact-copy';
import { formNotice } from '../../src/content/data-rights-copy';
import { isPublishedPage } from '../../src/content/fixed-pages';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { getLayout } from '../../src/content/layout';
import { getPage } from '../../src/content/pages';
import { getSite } from '../../src/content/site';
import { paths } from '../../src/lib/paths';
import { localizeHref, localizePath, type Locale } from '../../src/lib/locale';
import { ENQUIRY_CONTROLS, SUBMISSION_FIELD, type EnquiryFieldName } from '../../src/lib/enquiry-rules';
import type { SectionOf } from '../../src/schemas/section';
import type { AnsweredForm, FormOutcome, PageAssets } from '../../src/schemas/server-page';
import { AnswerForm, AnswerMessage, BackLink } from './answer-card';
import { AnswerDocument } from './answer-document';

export type FormAnswerPageProps = {
  locale: Locale;
  form: AnsweredForm;
  outcome: FormOutcome;
  /** The idempotency key the form shown again sends (server/submissions.ts). */
  submission: string;
  assets: PageAssets;
};

/** Where each form posts, and the page it sits on. */
const FORMS: Record<AnsweredForm, { action: string; back: string }> = {
  home: { action: paths.forms.home, back: paths.home },
  contact: { action: paths.forms.contact, back: paths.contact },
  newsletter: { action: paths.forms.newsletter, back: paths.home },
};

/** The words of the form the visitor sent, from the page that shows it: each field's label in its order, and the button. */
function formWords(form: AnsweredForm, locale: Locale): { fields: [EnquiryFieldName, string][]; submit: string } {
  switch (form) {
    case 'contact': {
      const { name, email, phone, subject, message, submit } = getContactCopy(locale).form;
      return {
        fields: [
          ['name', name],
          ['email', email],
          ['phone', phone],
          ['subject', subject],
          ['message', message],
        ],
        submit,
      };
    }
    case 'home': {
      const hero = getPage('home', locale).sections.find((section): section is SectionOf<'hero'> => section.type === 'hero');
      if (!hero) throw new Error('content/pages/home.yaml has no hero section, so the home form has no labels');
      const { fields, submit } = hero.form;
      return {
        fields: [
          ['name', fields.name.label],
          ['email', fields.email.label],
          ['phone', fields.phone.label],
          ['message', fields.message.label],
        ],
        submit,
      };
    }
    case 'newsletter': {
      const { label, submit } = getLayout(locale).footer.newsletter;
      return { fields: [['email', label]], submit };
    }
  }
}

/** The message of a form that was taken: an enquiry's, or the newsletter box's own. */
function takenMessage(outcome: Exclude<FormOutcome, { status: 'invalid' }>, locale: Locale): string {
  const { newsletter } = getLayout(locale).footer;
  switch (outcome.status) {
    case 'received':
      return getFormResultCopy(locale).received;
    case 'subscribed':
      return newsletter.subscribed;
    case 'already-subscribed':
      return newsletter.alreadySubscribed;
  }
}

/** The form again, with what the visitor typed, the field the message is about marked, and its data notice beside the button. */
function FormAgain({
  locale,
  form,
  outcome,
  submission,
  messageId,
}: Omit<FormAnswerPageProps, 'assets' | 'outcome'> & { outcome: Extract<FormOutcome, { status: 'invalid' }>; messageId: string }) {
  const words = formWords(form, locale);
  return (
    // The server checks what comes back; the browser's own checks would only hide the message above.
    <AnswerForm action={FORMS[form].action} noValidate>
      {words.fields.map(([name, label]) => (
        <FormField key={name} label={label} isRequired={false} errorId={outcome.field === name ? messageId : undefined}>
          {(control) => {
            const props = { ...ENQUIRY_CONTROLS[name], name, required: true, defaultValue: outcome.values[name] ?? '', ...control };
            return name === 'message' ? <textarea rows={5} {...props} /> : <input {...props} />;
          }}
        </FormField>
      ))}
      <HoneypotField />
      <LocaleField locale={locale} />
      <input type="hidden" name={SUBMISSION_FIELD} value={submission} />
      <Button type="submit">{words.submit}</Button>
      <DataNotice notice={formNotice(form === 'newsletter' ? 'newsletter' : 'enquiry', locale, (href) => localizeHref(href, locale, isPublishedPage))} />
    </AnswerForm>
  );
}

export function FormAnswerPage({ locale, form, outcome, submission, assets }: FormAnswerPageProps) {
  const copy = getFormResultCopy(locale);
  const site = getSite(locale);
  const messageId = useId();
  const help = (
    <FilledCopy
      text={copy.help}
      values={{ phone: <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>, email: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> }}
    />
  );
  return (
    <AnswerDocument locale={locale} title={outcome.status === 'invalid' ? copy.problemTitle : copy.successTitle} help={help} assets={assets}>
      {outcome.status === 'invalid' ? (
        <>
          <AnswerMessage tone="error" id={messageId}>
            {outcome.message}
          </AnswerMessage>
          <FormAgain locale={locale} form={form} outcome={outcome} submission={submission} messageId={messageId} />
        </>
      ) : (
        <AnswerMessage tone="success">{takenMessage(outcome, locale)}</AnswerMessage>
      )}
      <BackLink href={localizePath(FORMS[form].back, locale)}>{copy.back[form]}</BackLink>
    </AnswerDocument>
  );
}
