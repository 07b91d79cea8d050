/*
 * One enquiry's full record: the contact and the message, the consent, where it came from, each
 * e-mail's delivery, and the person's data rights (everything kept about the address, as JSON,
 * or its erasure).
 */
import { Button } from '../../../src/components/button';
import { sourceLabel } from '../../../src/lib/lead-source';
import { paths } from '../../../src/lib/paths';
import type { LeadsView } from '../../../src/schemas/server-page';
import { LeadsCard } from './leads-card';
import { EmailAddress } from './email-address';
import { ListTable } from './list-table';
import { PostButton } from './post-button';
import { languageName } from '../../leads/language';
import { when } from './when';
import styles from './dashboard.module.css';

export type EnquiryRecordProps = Omit<Extract<LeadsView, { name: 'enquiry' }>, 'name'> & { csrf: string };

/** Label and value pairs; an empty value shows as a dash. */
function Record({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className={styles.record}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function EnquiryRecord({ enquiry: e, mails, csrf }: EnquiryRecordProps) {
  const a = e.attribution;
  return (
    <>
      <p>
        <a href={paths.leads.home}>← All enquiries</a>
      </p>
      <LeadsCard heading="Contact and message">
        <Record
          rows={[
            ['Received', when(e.createdAt)],
            ['Name', e.name],
            ['E-mail', e.email],
            ['Phone', e.phone],
            ['Subject (/sendmail.php)', e.subject],
            ['Mail requested', e.mailRequestedAt ? when(e.mailRequestedAt) : null],
            ['Sent through', e.source],
            ['Language of the page', languageName(e.locale)],
            ['Reference', e.id],
          ]}
        />
        <h3>Message</h3>
        <p className={styles.message}>{e.message}</p>
      </LeadsCard>
      <LeadsCard heading="Consent">
        <Record
          rows={[
            ['Privacy policy version', e.consentVersion],
            ['Accepted', when(e.consentAt)],
          ]}
        />
      </LeadsCard>
      <LeadsCard heading="Where it came from">
        <Record
          rows={[
            ['Came from', sourceLabel(a)],
            ['Landing page', a.landingPage],
            ['Referrer', a.referrer],
            ['utm_source', a.utmSource],
            ['utm_medium', a.utmMedium],
            ['utm_campaign', a.utmCampaign],
            ['utm_term', a.utmTerm],
            ['utm_content', a.utmContent],
            ['Google Ads click id', a.gclid],
            ['Form sent from', a.formPage],
          ]}
        />
      </LeadsCard>
      <LeadsCard heading="E-mails">
        {mails.length === 0 ? (
          <p>No e-mails.</p>
        ) : (
          <ListTable
            rows={mails}
            rowKey={(m) => m.id}
            columns={[
              { label: 'E-mail', cell: (m) => (m.kind === 'notification' ? 'Notification to us' : 'Acknowledgement to the visitor') },
              { label: 'To', cell: (m) => <EmailAddress address={m.to} /> },
              {
                label: 'State',
                cell: (m) =>
                  m.status === 'sent'
                    ? `Sent ${when(m.sentAt)}`
                    : m.status === 'failed'
                      ? 'Not delivered, given up'
                      : m.lastError
                        ? 'Failed, will retry'
                        : 'Waiting',
              },
              { label: 'Tries', cell: (m) => m.attempts },
              { label: 'Last SMTP error', cell: (m) => m.lastError ?? '–', className: styles.error },
            ]}
          />
        )}
      </LeadsCard>
      <LeadsCard heading="This person's data">
        <p>Everything kept about {e.email}: every enquiry from the address, the newsletter subscription and the e-mails.</p>
        <div className={styles.actions}>
          <PostButton action={paths.leads.exportPerson} csrf={csrf} fields={{ email: e.email }}>
            <Button type="submit" variant="secondary">
              Download as JSON
            </Button>
          </PostButton>
          <PostButton action={paths.leads.erasePerson} csrf={csrf} fields={{ email: e.email }}>
            <Button type="submit">Erase all of it</Button>
          </PostButton>
        </div>
      </LeadsCard>
    </>
  );
}
