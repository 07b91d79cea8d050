import { Link } from 'react-router-dom';
import type { SectionOf } from '../schemas/section';

export function CtaSection({ heading, text, action }: SectionOf<'cta'>) {
  return (
    <section>
      <h2>{heading}</h2>
      {text && <p>{text}</p>}
      <Link to={action.href}>{action.label}</Link>
    </section>
  );
}
