/*
 * The page the no-JavaScript form posts answer with: what happened, and on a problem the form again
 * with the visitor's inputs kept. Plain server-rendered HTML with the site's stylesheet and no script.
 * Its words are content: the form's own labels, and content/copy/form-result.yaml for the rest.
 */
import { escapeHtml as escape } from '../../src/lib/escape-html';
import { fillCopy } from '../../src/lib/fill-copy';
import { ENQUIRY_CONTROLS, type EnquiryFieldName, type EnquiryValues } from '../../src/schemas/enquiry';
import type { FormResultCopy } from '../../src/schemas/page-copy';
import type { Site } from '../../src/schemas/site';
import { formNotice } from '../../src/content/data-rights-copy';
import { renderHtmlDocument } from '../html-document';
import { DEFAULT_LOCALE } from '../../src/lib/locale';

export type FormKind = 'home' | 'contact' | 'newsletter';

export type FormPageProps = {
  site: Site;
  copy: FormResultCopy;
  kind: FormKind;
  action: string;
  backHref: string;
  stylesheets: string[];
  /** The form's own words: a label for each of its fields, in the order it shows them, and its button. */
  labels: { fields: Partial<Record<EnquiryFieldName, string>>; submit?: string };
  outcome: { status: 'success'; message: string } | { status: 'invalid'; message: string; field?: string; values: EnquiryValues };
};

/** A field's control attributes, as the islands set them (ENQUIRY_CONTROLS), in HTML's spelling. */
function controlAttributes(name: EnquiryFieldName): string {
  return Object.entries(ENQUIRY_CONTROLS[name])
    .map(([property, value]) => ` ${property.toLowerCase()}="${escape(String(value))}"`)
    .join('');
}

function renderForm({ kind, action, outcome, labels, copy }: FormPageProps): string {
  if (outcome.status !== 'invalid') return '';
  const fields = (Object.entries(labels.fields) as [EnquiryFieldName, string][]).map(([name, label]) => {
    const value = escape(outcome.values[name] ?? '');
    const invalid = outcome.field === name ? ' aria-invalid="true" aria-describedby="form-problem"' : '';
    const control =
      name === 'message'
        ? `<textarea id="f-${name}" name="${name}" rows="5" required${controlAttributes(name)}${invalid}>${value}</textarea>`
        : `<input id="f-${name}" name="${name}" value="${value}" required${controlAttributes(name)}${invalid}>`;
    return `<div class="field"><label for="f-${name}">${escape(label)}</label>${control}</div>`;
  });
  return `<form class="form" method="post" action="${escape(action)}" novalidate>
${fields.join('\n')}
<button class="submit" type="submit">${escape(labels.submit ?? copy.sendAgain)}</button>
${renderNotice(kind)}
</form>`;
}

/** The form's itemised data notice, as the page's island shows it (src/components/data-notice.tsx). */
function renderNotice(kind: FormKind): string {
  const notice = formNotice(kind === 'newsletter' ? 'newsletter' : 'enquiry', DEFAULT_LOCALE);
  const withdraw = fillCopy(escape(notice.withdraw), { yourData: `<a href="${notice.hrefs.yourData}">${escape(notice.yourDataLink)}</a>` });
  return `<details class="notice"><summary>${escape(notice.summary)}</summary><ul>${notice.items
    .map((item) => `<li><strong>${escape(item.what)}.</strong> ${escape(item.why)} ${escape(item.howLong)}</li>`)
    .join('')}</ul><p>${withdraw}</p><p><a href="${notice.hrefs.privacyPolicy}">${escape(notice.policyLine)}</a></p></details>`;
}

export function renderFormPage(props: FormPageProps): string {
  const { site, copy, outcome, backHref, stylesheets } = props;
  const isSuccess = outcome.status === 'success';
  const title = isSuccess ? copy.successTitle : copy.problemTitle;
  // The copy is escaped first, so the links filled into it stay markup.
  const help = fillCopy(escape(copy.help), {
    phone: `<a href="tel:${escape(site.phone.tel)}">${escape(site.phone.display)}</a>`,
    email: `<a href="mailto:${escape(site.supportEmail)}">${escape(site.supportEmail)}</a>`,
  });
  return renderPlainPage({
    site,
    stylesheets,
    title,
    body: `<p id="form-problem" class="${isSuccess ? 'status status--success' : 'status status--error'}" role="${isSuccess ? 'status' : 'alert'}">${escape(outcome.message)}</p>
${renderForm(props)}
<p><a class="back" href="${escape(backHref)}">${escape(copy.back[props.kind])}</a></p>
<p class="help">${help}</p>`,
  });
}

/**
 * The frame of the pages the server writes itself (form answers, Your data): the site's logo, the
 * site's stylesheet and the form page's own, and no script. `body` is HTML, escaped by the caller.
 */
export function renderPlainPage({ site, stylesheets, title, body }: { site: Site; stylesheets: string[]; title: string; body: string }): string {
  return renderHtmlDocument({
    lang: site.locale,
    title: `${title} | ${site.name}`,
    robots: 'noindex',
    icon: '/media/brand/mark.svg',
    stylesheets: ['/forms/form-page.css', ...stylesheets],
    bodyClass: 'form-page',
    header: `<header class="form-page__header"><a href="/"><img src="/${escape(site.logo.src)}" alt="${escape(site.logo.alt)}" width="180" height="40"></a></header>`,
    mainClass: 'form-page__main',
    heading: title,
    body,
  });
}
