import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outlineLight';
type Appearance = { variant?: ButtonVariant; size?: 'medium' | 'large' };

function classes({ variant = 'primary', size = 'medium' }: Appearance, extra?: string): string {
  return [styles.button, styles[variant], size === 'large' ? styles.large : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = Appearance & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes({ variant, size }, className)} {...rest} />;
}

export type ButtonLinkProps = Appearance & {
  href: string;
  children: ReactNode;
  className?: string;
  /** The language of the label where it is not the page's. */ lang?: string;
};

/** A link that looks like a button. */
export function ButtonLink({ href, variant, size, className, lang, children }: ButtonLinkProps) {
  return (
    <a href={href} className={classes({ variant, size }, className)} lang={lang}>
      {children}
    </a>
  );
}
