/* The mail not sent yet: what failed at least once (with the last SMTP error) first, then what waits, each with a button to try it now. */
import { Button } from '../../../src/components/button';
import { paths } from '../../../src/lib/paths';
import type { MailState } from '../../../src/schemas/records';
import { LeadsCard } from './leads-card';
import { PostButton } from './post-button';
import { when } from './when';
import styles from './dashboard.module.css';

function MailTable({ mails, csrf, hasErrors }: { mails: MailState[]; csrf: string; hasErrors: boolean }) {
  if (mails.length === 0) return <p>None.</p>;
  return (
    <table className={`${styles.table} ${styles.list}`}>
      <thead>
        <tr>
          <th scope="col">Queued</th>
          <th scope="col">To</th>
          <th scope="col">Subject</th>
          <th scope="col">Tries</th>
          <th scope="col">Next try</th>
          {hasErrors && <th scope="col">Last SMTP error</th>}
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {mails.map((m) => (
          <tr key={m.id}>
            <td data-label="Queued">{when(m.createdAt)}</td>
            <td data-label="To">{m.to}</td>
            <td data-label="Subject">{m.enquiryId ? <a href={paths.leads.enquiry(m.enquiryId)}>{m.subject}</a> : m.subject}</td>
            <td data-label="Tries">{m.attempts}</td>
            <td data-label="Next try">{when(m.nextAttemptAt)}</td>
            {hasErrors && (
              <td data-label="Last SMTP error" className={styles.error}>
                {m.lastError ?? ''}
              </td>
            )}
            <td>
              <PostButton action={paths.leads.retry(m.id)} csrf={csrf}>
                <Button type="submit" variant="secondary">
                  Retry now
                </Button>
              </PostButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OutboxList({ mails, csrf }: { mails: MailState[]; csrf: string }) {
  const failed = mails.filter((m) => m.lastError !== null);
  const waiting = mails.filter((m) => m.lastError === null);
  return (
    <>
      <LeadsCard heading={`Failed, will retry (${failed.length})`}>
        <MailTable mails={failed} csrf={csrf} hasErrors />
      </LeadsCard>
      <LeadsCard heading={`Waiting to be sent (${waiting.length})`}>
        <MailTable mails={waiting} csrf={csrf} hasErrors={false} />
      </LeadsCard>
    </>
  );
}
