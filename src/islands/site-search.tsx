import { useEffect, useId, useRef, useState } from 'react';
import { searchEntries, useSearchIndex } from '../hooks/use-search-index';
import { fillCopy } from '../lib/fill-copy';
import type { Layout } from '../schemas/layout';
import styles from '../layouts/search-dialog.module.css';

export type SiteSearchProps = {
  copy: Omit<Layout['search'], 'title' | 'close'>;
  indexUrl: string;
};

/**
 * The search field and its results (an island in the search dialog). It wakes when the dialog
 * opens and focuses the field, fetches the index then, and searches as the visitor types; what
 * was typed before it woke is searched too.
 */
export function SiteSearch({ copy, indexUrl }: SiteSearchProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const index = useSearchIndex(indexUrl, true);
  useEffect(() => {
    if (input.current) setQuery(input.current.value);
  }, []);
  const trimmed = query.trim();
  const results = index.status === 'ready' ? searchEntries(index.entries, trimmed) : [];

  return (
    <>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={styles.label} lang={copy.lang?.label}>
          {copy.label}
        </label>
        <input
          ref={input}
          id={inputId}
          // A text field, not type=search: there the first Escape would clear the field instead of closing the dialog.
          type="text"
          role="searchbox"
          enterKeyHint="search"
          className={styles.input}
          defaultValue=""
          placeholder={copy.placeholder}
          autoComplete="off"
          // The dialog opens on request, so moving focus into its field is expected.
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <div className={styles.results} aria-live="polite">
        {index.status === 'loading' && (
          <p className={styles.note} lang={copy.lang?.loading}>
            {copy.loading}
          </p>
        )}
        {index.status === 'failed' && (
          <p className={styles.error} role="alert" lang={copy.lang?.failed}>
            {copy.failed}
          </p>
        )}
        {index.status === 'ready' && trimmed.length < 2 && (
          <p className={styles.note} lang={copy.lang?.hint}>
            {copy.hint}
          </p>
        )}
        {index.status === 'ready' && trimmed.length >= 2 && results.length === 0 && (
          <p className={styles.note} lang={copy.lang?.noResults}>
            {fillCopy(copy.noResults, { query: trimmed })}
          </p>
        )}
        {trimmed.length >= 2 && results.length > 0 && (
          <ul className={styles.list}>
            {results.map((entry) => (
              <li key={`${entry.kind}:${entry.href}:${entry.title}`}>
                <a href={entry.href} className={styles.result}>
                  <span className={styles.kind} lang={copy.kinds.lang?.[entry.kind]}>
                    {copy.kinds[entry.kind]}
                  </span>
                  <span className={styles.resultTitle} lang={entry.lang?.title}>
                    {entry.title}
                  </span>
                  <span className={styles.resultText} lang={entry.lang?.text}>
                    {entry.text}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
