import { useId } from 'react';
import { getLayout } from '../content/layout';
import { Dialog, DialogCloseButton } from '../components/dialog';
import { Island } from '../components/island';
import { SEARCH_INDEX_URL, SiteSearch } from '../islands/site-search';
import styles from './search-dialog.module.css';

/** The site search behind the header's search button: a dialog the button opens, with the search island inside. */
export function SearchDialog({ id }: { id: string }) {
  const { search } = getLayout();
  const titleId = useId();
  const { title, close, ...copy } = search;
  return (
    <Dialog id={id} labelledBy={titleId} placement="top">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <DialogCloseButton dialogId={id} label={close} />
      </div>
      <Island name="siteSearch" component={SiteSearch} props={{ copy, indexUrl: SEARCH_INDEX_URL }} hydrate="interaction" />
    </Dialog>
  );
}
