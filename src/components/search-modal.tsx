import { X } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { getLayout } from '../content/layout';
import { searchEntries, useSearchIndex } from '../hooks/use-search-index';
import { fill } from '../lib/template';
import { Dialog } from './dialog';
import styles from './search-modal.module.css';

/** Where the build writes the index of services, courses and posts (scripts/build-content.ts). */
export const SEARCH_INDEX_URL = '/search-index.json';

export type SearchModalProps = { isOpen: boolean; onClose: () => void; returnFocusRef: RefObject<HTMLElement | null> };

/** The site search behind the header's search icon. The index is fetched on first open only. */
export function SearchModal({ isOpen, onClose, returnFocusRef }: SearchModalProps) {
  const { search } = getLayout();
  const titleId = useId();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const index = useSearchIndex(SEARCH_INDEX_URL, isOpen);
  const trimmed = query.trim();
  const results = index.status === 'ready' ? searchEntries(index.entries, trimmed) : [];

  return (
    <Dialog isOpen={isOpen} onClose={onClose} labelledBy={titleId} returnFocusRef={returnFocusRef} placement="top">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {search.title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={search.close}>
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={styles.label}>
          {search.label}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          placeholder={search.placeholder}
          autoComplete="off"
          // The dialog opens on request, so moving focus into its field is expected.
          data-autofocus
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <div className={styles.results} aria-live="polite">
        {index.status === 'loading' && <p className={styles.note}>{search.loading}</p>}
        {index.status === 'failed' && (
          <p className={styles.error} role="alert">
            {search.failed}
          </p>
        )}
        {index.status === 'ready' && trimmed.length < 2 && <p className={styles.note}>{search.hint}</p>}
        {index.status === 'ready' && trimmed.length >= 2 && results.length === 0 && (
          <p className={styles.note}>{fill(search.noResults, { query: trimmed })}</p>
        )}
        {trimmed.length >= 2 && results.length > 0 && (
          <ul className={styles.list}>
            {results.map((entry) => (
              <li key={`${entry.kind}:${entry.href}:${entry.title}`}>
                <Link to={entry.href} className={styles.result} onClick={onClose}>
                  <span className={styles.kind}>{search.kinds[entry.kind]}</span>
                  <span className={styles.resultTitle}>{entry.title}</span>
                  <span className={styles.resultText}>{entry.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
