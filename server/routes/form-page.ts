/*
 * The page the no-JavaScript form posts answer with: what happened, and on a problem the form again
 * with the visitor's inputs kept. Plain server-rendered HTML with the site's stylesheet and no script.
 * A form whose words are in content (the footer's newsletter box) passes them as `labels`.
 */
import type { Site } from '../../src/schemas/site';
import { formNotice } from '../../src/content/data-rights-copy';
import { paths } from '../../src/lib/paths';

export type FormKind = 'home' | 'contact' | 'newsletter';
export type FormValues = Partial<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>>;

export type FormPageProps = {
  site: Site;
  kind: FormKind;
  action: string;
  backHref: string;
  stylesheets: string[];
  /** Field and button labels from content, in place of the defaults below. */
  labels?: { fields?: FormValues; submit?: string };
  outcome: { status: 'success'; message: string } | { status: 'invalid'; message: string; field?: string; values: FormValues };
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FIELDS: { name: keyof FormValues; label: string; type: string; autocomplete: string; forms: FormKind[] }[] = [
  { name: 'name', label: 'Name', type: 'text', autocomplete: 'name', forms: ['home', 'contact'] },
  { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', forms: ['home', 'contact', 'newsletter'] },
  { name: 'phone', label: 'Phone (10 digits)', type: 'tel', autocomplete: 'tel-national', forms: ['home', 'contact'] },
  { name: 'subject', label: 'Subject', type: 'text', autocomplete: 'off', forms: ['contact'] },
  { name: 'message', label: 'Message', type: 'textarea', autocomplete: 'off', forms: ['home', 'contact'] },
];

function renderForm({ kind, action, outcome, labels }: FormPageProps): string {
  if (outcome.status !== 'invalid') return '';
  const fields = FIELDS.filter((f) => f.forms.includes(kind)).map((f) => {
    const value = escape(outcome.values[f.name] ?? '');
    const invalid = outcome.field === f.name ? ' aria-invalid="true" aria-describedby="form-problem"' : '';
    const pattern = f.name === 'phone' ? ' inputmode="numeric" pattern="\\d{10}" minlength="10" maxlength="10"' : '';
    const control =
      f.type === 'textarea'
        ? `<textarea id="f-${f.name}" name="${f.name}" rows="5" required${invalid}>${value}</textarea>`
        : `<input id="f-${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" value="${value}" required${pattern}${invalid}>`;
    return `<div class="field"><label for="f-${f.name}">${escape(labels?.fields?.[f.name] ?? f.label)}</label>${control}</div>`;
  });
  return `<form class="form" method="post" action="${escape(action)}" novalidate>
${fields.join('\n')}
<button class="submit" type="submit">${escape(labels?.submit ?? 'Send again')}</button>
${renderNotice(kind)}
</form>`;
}

/** The form's itemised data notice, as the page's island shows it (src/components/data-notice.tsx). */
function renderNotice(kind: FormKind): string {
  const notice = formNotice(kind === 'newsletter' ? 'newsletter' : 'enquiry');
  const [before, after] = notice.withdraw.split('{yourData}');
  const withdraw = `${escape(before ?? '')}${after !== undefined ? `<a href="${paths.yourData}">${escape(notice.yourDataLink)}</a>${escape(after)}` : ''}`;
  return `<details class="notice"><summary>${escape(notice.summary)}</summary><ul>${notice.items
    .map((item) => `<li><strong>${escape(item.what)}.</strong> ${escape(item.why)} ${escape(item.howLong)}</li>`)
    .join('')}</ul><p>${withdraw}</p><p><a href="${paths.privacyPolicy}">${escape(notice.policyLine)}</a></p></details>`;
}

const BACK_LABELS: Record<FormKind, string> = {
  home: 'Back to the home page',
  contact: 'Back to the contact page',
  newsletter: 'Back to the home page',
};

export function renderFormPage(props: FormPageProps): string {
  const { site, outcome, backHref, stylesheets } = props;
  const isSuccess = outcome.status === 'success';
  const title = isSuccess ? 'Thank you' : 'Please check the form';
  const back = BACK_LABELS[props.kind];
  const links = ['/forms/form-page.css', ...stylesheets].map((href) => `<link rel="stylesheet" href="${escape(href)}">`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | ${escape(site.name)}</title>
<link rel="icon" href="/media/brand/mark.svg" type="image/svg+xml">
${links}
</head>
<body class="form-page">
<header class="form-page__header"><a href="/"><img src="/${escape(site.logo.src)}" alt="${escape(site.logo.alt)}" width="180" height="40"></a></header>
<main class="form-page__main">
<h1>${escape(title)}</h1>
<p id="form-problem" class="${isSuccess ? 'status status--success' : 'status status--error'}" role="${isSuccess ? 'status' : 'alert'}">${escape(outcome.message)}</p>
${renderForm(props)}
<p><a class="back" href="${escape(backHref)}">${back}</a></p>
<p class="help">Or call us on <a href="tel:${escape(site.phone.tel)}">${escape(site.phone.display)}</a> · <a href="mailto:${escape(site.supportEmail)}">${escape(site.supportEmail)}</a></p>
</main>
</body>
</html>`;
}
