import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

export type ButtonLinkProps = Appearance & { href: string; children: ReactNode; className?: string };

/** A link that looks like a button: a router link on the site, a plain link elsewhere. */
export function ButtonLink({ href, variant, size, className, children }: ButtonLinkProps) {
  const classNames = classes({ variant, size }, className);
  if (href.startsWith('/') && !href.startsWith('/media/')) {
    return (
      <Link to={href} className={classNames}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classNames}>
      {children}
    </a>
  );
}
