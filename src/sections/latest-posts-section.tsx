import { ButtonLink } from '../components/button';
import { Card } from '../components/card';
import { Icon } from '../components/icon';
import { Text } from '../components/text';
import { langOf } from '../schemas/localized';
import { Island } from '../islands/island';
import { PostCategory } from '../components/post-category';
import { PostImage } from '../components/post-image';
import { Section } from '../components/section';
import { TodayDate } from '../islands/today-date';
import { getBlogCopy } from '../content/blog-copy';
import { listPosts } from '../content/posts';
import { getSite } from '../content/site';
import { useLocale, useLocalePath } from '../components/page-locale';
import { fillCopy } from '../lib/fill-copy';
import { formatDate } from '../lib/format-date';
import { CONTAINED_WIDTH } from '../lib/media';
import { paths } from '../lib/paths';
import type { SectionOf } from '../schemas/section';
import styles from './latest-posts-section.module.css';

/** How many posts the home page shows (SPEC.md §9). */
const LATEST_COUNT = 3;

/** The three latest posts, in the page's HTML, or the empty state. */
export function LatestPostsSection({ eyebrow, heading, lead, empty, readMore, allPosts, lang }: SectionOf<'latest-posts'>) {
  const locale = useLocale();
  const localize = useLocalePath();
  const site = getSite(locale);
  const { fallbacks, readingTime, lang: copyLang } = getBlogCopy(locale);
  const posts = listPosts(locale).slice(0, LATEST_COUNT);
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} align="center" lang={lang}>
      {posts.length === 0 ? (
        <p className={styles.state} lang={lang?.empty}>
          {empty}
        </p>
      ) : (
        <ul className={styles.grid}>
          {posts.map((post) => (
            <Card as="li" key={post.id} isInteractive className={styles.card}>
              <PostImage post={post} fallbacks={fallbacks} className={styles.image} sizes={`(min-width: 1024px) 33vw, ${CONTAINED_WIDTH}`} />
              <div className={styles.body}>
                <p className={styles.meta}>
                  <PostCategory post={post} fallback={fallbacks.category} locale={locale} className={styles.category} />
                  {post.date ? (
                    <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                  ) : (
                    // A post without a date shows today's date here (SPEC.md §3), which only the browser knows.
                    <Island name="todayDate" component={TodayDate} props={{ locale, timeZone: site.timeZone, month: 'long' }} hydrate="visible" />
                  )}
                  <span className={styles.readingTime}>
                    <Icon name="clock" size={16} />
                    <Text lang={copyLang?.readingTime}>{fillCopy(readingTime, { minutes: post.readingMinutes })}</Text>
                  </span>
                </p>
                <h3>
                  <a href={localize(paths.post(post.slug))} className={styles.link} lang={langOf(post.lang, 'title')}>
                    {post.title}
                  </a>
                </h3>
                {post.summary && <p lang={langOf(post.lang, 'summary')}>{post.summary}</p>}
                <span className={styles.readMore} aria-hidden="true">
                  <Text lang={lang?.readMore}>{readMore}</Text>
                  <Icon name="arrow-right" size={18} />
                </span>
              </div>
            </Card>
          ))}
        </ul>
      )}
      <div className={styles.more}>
        <ButtonLink href={allPosts.href} variant="secondary" lang={allPosts.lang?.label}>
          {allPosts.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
