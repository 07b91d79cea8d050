import { useId } from 'react';
import { Form } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Icon } from './icon';
import styles from './blog-search-form.module.css';

export type BlogSearchFormProps = {
  /** The search the page shows now; the box starts with it. */
  query: string;
  label: string;
  placeholder: string;
  buttonLabel: string;
};

/**
 * Searches the blog by title, content and tags: a GET form to /blog?q=…, so the list's loader
 * filters the posts (and the address can be shared). Without JavaScript it is a plain GET form.
 */
export function BlogSearchForm({ query, label, placeholder, buttonLabel }: BlogSearchFormProps) {
  const inputId = useId();
  return (
    <Form method="get" action={paths.blog} role="search" className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      {/* Keyed by the query so the box follows the address after a search or a tag link. */}
      <input key={query} id={inputId} type="search" name="q" defaultValue={query} placeholder={placeholder} className={styles.input} maxLength={100} />
      <button type="submit" className={styles.button}>
        <Icon name="search" size={20} />
        <span className="visually-hidden">{buttonLabel}</span>
      </button>
    </Form>
  );
}
