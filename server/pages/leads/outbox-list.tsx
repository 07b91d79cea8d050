/*
 * The mail not sent yet, below a notice when delivery is stalled or failing: what was given up
 * (refused for good, or every try failed) first, then what failed at least once (with the last
 * SMTP error), then what waits, each with a button to try it now.
 */
import { Button } from '../../../src/components/button';
import { paths } from '../../../src/lib/paths';
import type { MailState } from '../../../src/schemas/records';
import type { LeadsView } from '../../../src/schemas/server-page';
import { LeadsCard } from './leads-card';
import { EmailAddress } from './email-address';
import { ListTable } from './list-table';
import { PostButton } from './post-button';
import { when } from './when';
import styles from './dashboard.module.css';

function MailTable({ mails, csrf, hasErrors }: { mails: MailState[]; csrf: string; hasErrors: boolean }) {
  if (mails.length === 0) return <p>None.</p>;
  return (
    <ListTable
      rows={mails}
      rowKey={(m) => m.id}
      columns={[
        { label: 'Queued', cell: (m) => when(m.createdAt) },
        { label: 'To', cell: (m) => <EmailAddress address={m.to} /> },
        { label: 'Subject', cell: (m) => (m.enquiryId ? <a href={paths.leads.enquiry(m.enquiryId)}>{m.subject}</a> : m.subject) },
        { label: 'Tries', cell: (m) => m.attempts },
        { label: 'Next try', cell: (m) => (m.status === 'failed' ? `Given up ${when(m.failedAt)}` : when(m.nextAttemptAt)) },
        ...(hasErrors ? [{ label: 'Last SMTP error', cell: (m: MailState) => m.lastError ?? '', className: styles.error }] : []),
        {
          label: 'Action',
          isLabelHidden: true,
          cell: (m) => (
            <PostButton action={paths.leads.retry(m.id)} csrf={csrf}>
              <Button type="submit" variant="secondary">
                Retry now
              </Button>
            </PostButton>
          ),
        },
      ]}
    />
  );
}

/** What an operator should know about delivery before the lists: the SMTP server stalls or fails. */
function DeliveryNotice({ delivery }: { delivery: Delivery }) {
  switch (delivery.state) {
    case 'ok':
      return null;
    case 'stalled':
      return (
        <p role="alert" className={styles.error}>
          Mail delivery is stalled: the SMTP server has not answered a mail handed to it at {when(delivery.sendingSince)}. Other mail goes on; that one is tried
          again once the wait times out.
        </p>
      );
    case 'failing':
      return (
        <p role="alert" className={styles.error}>
          Mail delivery is failing: the last try got “{delivery.lastError}”. The mails below are tried again, with longer waits in between.
        </p>
      );
  }
}

type Delivery = Extract<LeadsView, { name: 'outbox' }>['delivery'];

export function OutboxList({ mails, delivery, csrf }: { mails: MailState[]; delivery: Delivery; csrf: string }) {
  const givenUp = mails.filter((m) => m.status === 'failed');
  const failed = mails.filter((m) => m.status === 'pending' && m.lastError !== null);
  const waiting = mails.filter((m) => m.status === 'pending' && m.lastError === null);
  return (
    <>
      <DeliveryNotice delivery={delivery} />
      <LeadsCard heading={`Not delivered, given up (${givenUp.length})`}>
        <p>The SMTP server refused these for good, or every try failed. Retry once the cause is fixed.</p>
        <MailTable mails={givenUp} csrf={csrf} hasErrors />
      </LeadsCard>
      <LeadsCard heading={`Failed, will retry (${failed.length})`}>
        <MailTable mails={failed} csrf={csrf} hasErrors />
      </LeadsCard>
      <LeadsCard heading={`Waiting to be sent (${waiting.length})`}>
        <MailTable mails={waiting} csrf={csrf} hasErrors={false} />
      </LeadsCard>
    </>
  );
}
