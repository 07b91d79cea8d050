import { useId } from 'react';
import { getLayout } from '../content/layout';
import { useLocale } from '../components/page-locale';
import { localizePath } from '../lib/locale';
import { Dialog, DialogCloseButton } from '../components/dialog';
import { Island } from '../islands/island';
import { SiteSearch } from '../islands/site-search';
import { SEARCH_INDEX_URL } from '../lib/search';
import styles from './search-dialog.module.css';

/** The site search behind the header's search button: a dialog the button opens, with the search island inside. */
export function SearchDialog({ id }: { id: string }) {
  const locale = useLocale();
  const { search } = getLayout(locale);
  const titleId = useId();
  const { title, close, ...copy } = search;
  return (
    <Dialog id={id} labelledBy={titleId} placement="top">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title} lang={search.lang?.title}>
          {title}
        </h2>
        <DialogCloseButton dialogId={id} label={close} />
      </div>
      <Island name="siteSearch" component={SiteSearch} props={{ copy, indexUrl: localizePath(SEARCH_INDEX_URL, locale) }} hydrate="interaction" />
    </Dialog>
  );
}
