/* The enquiries, newest first, with search and a date filter, and the CSV of what is shown. */
import { Button, ButtonLink } from '../../../src/components/button';
import { FormField } from '../../../src/components/form-field';
import { paths } from '../../../src/lib/paths';
import type { LeadsView } from '../../../src/schemas/server-page';
import { sourceLabel } from '../../../src/lib/lead-source';
import { EmailAddress } from './email-address';
import { ListTable } from './list-table';
import { languageName } from '../../leads/language';
import { counted, when } from './when';
import styles from './dashboard.module.css';

export type EnquiryListProps = Omit<Extract<LeadsView, { name: 'enquiries' }>, 'name'>;

export function EnquiryList({ filter, enquiries, isCut }: EnquiryListProps) {
  const query = new URLSearchParams(Object.entries({ q: filter.q, from: filter.from ?? '', to: filter.to ?? '' }).filter(([, v]) => v !== '')).toString();
  return (
    <>
      <form className={`${styles.card} ${styles.filters}`} method="get" action={paths.leads.home} role="search">
        <FormField label="Search name, e-mail, phone or message" isRequired={false}>
          {(control) => <input name="q" type="search" defaultValue={filter.q} {...control} />}
        </FormField>
        <FormField label="From" isRequired={false}>
          {(control) => <input name="from" type="date" defaultValue={filter.from ?? ''} {...control} />}
        </FormField>
        <FormField label="To" isRequired={false}>
          {(control) => <input name="to" type="date" defaultValue={filter.to ?? ''} {...control} />}
        </FormField>
        <div className={styles.actions}>
          <Button type="submit">Show</Button>
          <ButtonLink variant="secondary" href={`${paths.leads.csv}${query ? `?${query}` : ''}`}>
            Download CSV
          </ButtonLink>
        </div>
      </form>
      <p className={styles.count} role="status">
        {isCut ? `More than ${enquiries.length} enquiries; the newest ${enquiries.length} are shown.` : counted(enquiries.length, 'enquiry', 'enquiries')}
      </p>
      {enquiries.length === 0 ? (
        <p>No enquiries match.</p>
      ) : (
        <ListTable
          rows={enquiries}
          rowKey={(e) => e.id}
          columns={[
            { label: 'Received', cell: (e) => when(e.createdAt), isWhole: true },
            { label: 'Name', cell: (e) => <a href={paths.leads.enquiry(e.id)}>{e.name}</a> },
            { label: 'E-mail', cell: (e) => <EmailAddress address={e.email} /> },
            { label: 'Phone', cell: (e) => e.phone, isWhole: true },
            { label: 'Came from', cell: (e) => sourceLabel(e.attribution) },
            { label: 'Form on', cell: (e) => e.attribution.formPage ?? '–' },
            { label: 'Language', cell: (e) => languageName(e.locale) },
          ]}
        />
      )}
    </>
  );
}
