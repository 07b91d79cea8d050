import { Search } from 'lucide-react';
import { useId } from 'react';
import { BLOG_SEARCH_PARAM, paths } from '../lib/paths';
import styles from './blog-search-form.module.css';

export type BlogSearchFormProps = { label: string; placeholder: string; buttonLabel: string };

/**
 * Searches the blog by title, content and tags: a plain GET form to /blog?q=…, whose address can
 * be shared; the blog's search island shows the matching posts there (and fills this box with the search).
 */
export function BlogSearchForm({ label, placeholder, buttonLabel }: BlogSearchFormProps) {
  const inputId = useId();
  return (
    <form method="get" action={paths.blog} role="search" className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input id={inputId} type="search" name={BLOG_SEARCH_PARAM} placeholder={placeholder} className={styles.input} maxLength={100} />
      <button type="submit" className={styles.button}>
        <Search aria-hidden="true" size={20} />
        <span className="visually-hidden">{buttonLabel}</span>
      </button>
    </form>
  );
}
