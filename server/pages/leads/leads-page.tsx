/*
 * Every page of the leads dashboard (server/routes/leads.ts): its title, which part of the
 * navigation it belongs to, and what it shows. The dashboard is for the company's operators and
 * stays in English, so its words are written here.
 */
import { useId, type ReactNode } from 'react';
import { Button } from '../../../src/components/button';
import { FormField } from '../../../src/components/form-field';
import { paths } from '../../../src/lib/paths';
import type { LeadsNav, LeadsView, PageAssets } from '../../../src/schemas/server-page';
import { SIGN_IN_FAILED, SIGN_IN_LIMITED } from '../../leads/sign-in-messages';
import { EnquiryList } from './enquiry-list';
import { EnquiryRecord } from './enquiry-record';
import { LeadsChart, LeadsLegend, LeadsNumbers } from './leads-chart';
import { LeadsCard } from './leads-card';
import { LeadsDocument } from './leads-document';
import { EmailAddress } from './email-address';
import { ListTable } from './list-table';
import { OutboxList } from './outbox-list';
import { languageName } from '../../leads/language';
import { counted, when } from './when';
import styles from './dashboard.module.css';

export type LeadsPageProps = { view: LeadsView; session?: { csrf: string; active?: LeadsNav }; assets: PageAssets };

function SignIn({ csrf, problem }: { csrf: string; problem?: 'failed' | 'limited' }) {
  const problemId = useId();
  return (
    <>
      {problem && (
        <p className={styles.problem} role="alert" id={problemId}>
          {problem === 'failed' ? SIGN_IN_FAILED : SIGN_IN_LIMITED}
        </p>
      )}
      <form className={styles.signIn} method="post" action={paths.leads.signIn}>
        <input type="hidden" name="_csrf" value={csrf} />
        <FormField label="Operator password" isRequired={false} errorId={problem ? problemId : undefined}>
          {(control) => <input name="password" type="password" autoComplete="current-password" required {...control} />}
        </FormField>
        <Button type="submit">Sign in</Button>
      </form>
    </>
  );
}

/** A page's title and what it shows. */
function pageOf(view: LeadsView, csrf: string): { title: string; content: ReactNode } {
  switch (view.name) {
    case 'sign-in':
      return { title: 'Sign in', content: <SignIn csrf={view.csrf} problem={view.problem} /> };
    case 'signed-out':
      return {
        title: 'Signed out',
        content: (
          <p>
            Please <a href={paths.leads.signIn}>sign in</a> first.
          </p>
        ),
      };
    case 'form-expired':
      return { title: 'Please try again', content: <p>This form had expired. Go back, reload the page and send it again.</p> };
    case 'failed':
      return { title: 'Something went wrong', content: <p>The request could not be completed.</p> };
    case 'enquiries':
      return { title: 'Enquiries', content: <EnquiryList filter={view.filter} enquiries={view.enquiries} isCut={view.isCut} /> };
    case 'enquiry':
      return { title: `Enquiry from ${view.enquiry.name}`, content: <EnquiryRecord enquiry={view.enquiry} mails={view.mails} csrf={csrf} /> };
    case 'enquiry-not-found':
      return { title: 'Enquiry not found', content: <p>No enquiry has that reference. It may have been erased.</p> };
    case 'erased': {
      const { enquiries, subscriptions, mails } = view.erased;
      return {
        title: 'Data erased',
        content: (
          <>
            <p role="status">
              Erased: {counted(enquiries, 'enquiry', 'enquiries')}, {counted(subscriptions, 'subscription', 'subscriptions')},{' '}
              {counted(mails, 'e-mail', 'e-mails')}. Only a salted hash of the address is kept, as proof.
            </p>
            <p>
              <a href={paths.leads.home}>← All enquiries</a>
            </p>
          </>
        ),
      };
    }
    case 'chart':
      return {
        title: 'Leads by source',
        content: (
          <>
            <LeadsCard heading="Leads per week, last six months">
              <div className={styles.scroll}>
                <LeadsChart data={view.counts} />
              </div>
              <LeadsLegend data={view.counts} />
            </LeadsCard>
            <LeadsCard heading="The numbers">
              <LeadsNumbers data={view.counts} />
            </LeadsCard>
          </>
        ),
      };
    case 'subscribers':
      return {
        title: 'Newsletter subscribers',
        content: (
          <>
            <p className={styles.count}>{counted(view.subscribers.length, 'subscriber', 'subscribers')}</p>
            {view.subscribers.length === 0 ? (
              <p>Nobody has subscribed yet.</p>
            ) : (
              <ListTable
                rows={view.subscribers}
                rowKey={(s) => s.email}
                columns={[
                  { label: 'E-mail', cell: (s) => <EmailAddress address={s.email} /> },
                  { label: 'Since', cell: (s) => when(s.createdAt) },
                  { label: 'Confirmed', cell: (s) => (s.confirmedAt ? when(s.confirmedAt) : 'Not yet (erased after 7 days)') },
                  { label: 'Privacy policy accepted', cell: (s) => s.consentVersion },
                  { label: 'Language', cell: (s) => languageName(s.locale) },
                ]}
              />
            )}
          </>
        ),
      };
    case 'outbox':
      return { title: 'Outbox', content: <OutboxList mails={view.mails} delivery={view.delivery} csrf={csrf} /> };
  }
}

export function LeadsPage({ view, session, assets }: LeadsPageProps) {
  const { title, content } = pageOf(view, session?.csrf ?? '');
  return (
    <LeadsDocument title={title} session={session} assets={assets}>
      {content}
    </LeadsDocument>
  );
}
