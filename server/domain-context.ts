/* What the domain modules (enquiries, newsletter, data rights, retention) work with; createApp makes it. */
import type { Clock } from './clock';
import type { Database } from './db/connection';
import type { Outbox } from './mail/outbox';

export type DomainContext = {
  db: Database;
  /** Where every mail is queued, in the transaction of what it is about; kick() once that has committed. */
  outbox: Pick<Outbox, 'queue' | 'kick'>;
  clock: Clock;
  /** The privacy policy version stored as consent with each enquiry and subscription. */
  consentVersion: string;
  /** The site's public address, the start of links in e-mails. */
  siteUrl: string;
  /** The company's address, which gets a notification of each enquiry. */
  mailTo: string;
};
