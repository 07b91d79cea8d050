import { Icon } from '../components/icon';
import { Marquee } from '../components/marquee';
import { Section } from '../components/section';
import { HiddenName, Text } from '../components/text';
import { useLocale, useLocalePath } from '../components/page-locale';
import { listCourses } from '../content/courses';
import { paths } from '../lib/paths';
import type { SectionOf } from '../schemas/section';
import styles from './course-strip-section.module.css';

/** A card for each course (content/courses/, in order) as a band that scrolls sideways; each leads to its course on the e-learning page. */
export function CourseStripSection({ eyebrow, heading, lead, linkLabel, lang }: SectionOf<'course-strip'>) {
  const localize = useLocalePath();
  const cards = listCourses(useLocale()).map(({ slug, name, summary, card, lang: courseLang }) => ({
    title: card.title ?? name,
    titleLang: card.title ? card.lang?.title : courseLang?.name,
    text: card.text ?? summary,
    textLang: card.text ? card.lang?.text : courseLang?.summary,
    icon: card.icon,
    href: localize(paths.courseOnPage(slug)),
  }));
  const list = (isCopy: boolean) => (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={card.icon} size={28} />
          </span>
          <h3 className={styles.title} lang={card.titleLang}>
            {card.title}
          </h3>
          <p className={styles.text} lang={card.textLang}>
            {card.text}
          </p>
          <a href={card.href} className={styles.link} tabIndex={isCopy ? -1 : undefined}>
            <Text lang={lang?.linkLabel}>{linkLabel}</Text>
            <HiddenName separator=": " lang={card.titleLang}>
              {card.title}
            </HiddenName>
            <Icon name="arrow-right" size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} tone="dark" align="center" lang={lang}>
      <Marquee renderList={list} label={heading} />
    </Section>
  );
}
