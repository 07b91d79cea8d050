/*
 * What the server's visitor pages are made of: a card with the page's one h1, its message, forms
 * and ways on, and a help line under them.
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import styles from './answer-card.module.css';

export type AnswerCardProps = { title: string; help: ReactNode; children: ReactNode };

export function AnswerCard({ title, help, children }: AnswerCardProps) {
  return (
    <div className={styles.backdrop}>
      <div className={styles.card}>
        <h1>{title}</h1>
        {children}
        <p className={styles.help}>{help}</p>
      </div>
    </div>
  );
}

export type AnswerMessageProps = { tone: 'success' | 'error'; id?: string; children: ReactNode };

/** What happened: a success is announced politely, a problem at once. */
export function AnswerMessage({ tone, id, children }: AnswerMessageProps) {
  return (
    <p id={id} role={tone === 'error' ? 'alert' : 'status'} className={styles[tone]}>
      {children}
    </p>
  );
}

/** A form of the card: its fields and button in a column. */
export function AnswerForm(props: FormHTMLAttributes<HTMLFormElement>) {
  return <form method="post" className={styles.form} {...props} />;
}

/** The way back to where the visitor came from. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a className={styles.back} href={href}>
        {children}
      </a>
    </p>
  );
}
