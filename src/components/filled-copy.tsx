import { Fragment, type ReactNode } from 'react';
import { copyParts } from '../lib/fill-copy';

export type FilledCopyProps = {
  /** A line of copy with {name} placeholders. */
  text: string;
  /** What each placeholder becomes: a link, say. One it does not name stays as written. */
  values: Record<string, ReactNode>;
};

/** Copy whose placeholders become elements (links to a page, a phone number), without writing HTML into the words. */
export function FilledCopy({ text, values }: FilledCopyProps) {
  return (
    <>
      {copyParts(text).map((part, i) => (
        <Fragment key={i}>{'text' in part ? part.text : part.placeholder in values ? values[part.placeholder] : `{${part.placeholder}}`}</Fragment>
      ))}
    </>
  );
}
