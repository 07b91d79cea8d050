import type { TextLanguages } from '../schemas/localized';

export type HeadlineProps = {
  /** h1 for a page's own header, h2 for a section's. */
  level: 1 | 2;
  eyebrow?: string;
  heading: string;
  lead?: string;
  lang?: TextLanguages<{ eyebrow?: string; heading: string; lead?: string }>;
  classNames: { eyebrow?: string; heading?: string; lead?: string };
};

/** A heading with the short line over it (its eyebrow) and the paragraph under it (its lead), each text marked with its language where it is not the page's. */
export function Headline({ level, eyebrow, heading, lead, lang, classNames }: HeadlineProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      {eyebrow && (
        <p className={classNames.eyebrow} lang={lang?.eyebrow}>
          {eyebrow}
        </p>
      )}
      <Heading className={classNames.heading} lang={lang?.heading}>
        {heading}
      </Heading>
      {lead && (
        <p className={classNames.lead} lang={lang?.lead}>
          {lead}
        </p>
      )}
    </>
  );
}
