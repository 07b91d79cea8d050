import { Suspense } from 'react';
import { Await, Link, useLoaderData } from 'react-router-dom';
import { ButtonLink } from '../components/button';
import { Card } from '../components/card';
import { Icon } from '../components/icon';
import { Image } from '../components/image';
import { Section } from '../components/section';
import { getSite } from '../content/site';
import { useToday } from '../hooks/use-today';
import { formatDate } from '../lib/format-date';
import type { LatestPostsData } from '../lib/post-loaders';
import { paths } from '../lib/paths';
import type { PostSummary } from '../schemas/post';
import type { SectionOf } from '../schemas/section';
import styles from './latest-posts-section.module.css';

type Props = SectionOf<'latest-posts'>;

/**
 * The three latest posts from the home route's loader: already there in the prerendered page,
 * or a promise after a client-side navigation, with the loading, failed and empty states.
 */
export function LatestPostsSection(props: Props) {
  const { eyebrow, heading, lead, loading, failed, allPosts } = props;
  const data = useLoaderData() as LatestPostsData;
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} align="center">
      <Suspense fallback={<p className={styles.state} role="status">{loading}</p>}>
        <Await
          resolve={data.posts}
          errorElement={
            <p className={`${styles.state} ${styles.error}`} role="alert">
              {failed}
            </p>
          }
        >
          {(posts: PostSummary[]) => <PostCards posts={posts} {...props} />}
        </Await>
      </Suspense>
      <div className={styles.more}>
        <ButtonLink href={allPosts.href} variant="secondary">
          {allPosts.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** A post without a date shows today's date (SPEC), which only the browser knows: it renders after hydration. */
function TodayDate() {
  const site = getSite();
  const today = useToday(site.timeZone);
  return today && <time dateTime={today}>{formatDate(today, site, 'short')}</time>;
}

function PostCards({ posts, empty, readMore, untitled, defaultImage }: Props & { posts: PostSummary[] }) {
  const site = getSite();
  if (posts.length === 0) return <p className={styles.state}>{empty}</p>;
  return (
    <ul className={styles.grid}>
      {posts.map((post) => {
        const image = post.image?.startsWith('/media/') ? { src: post.image.slice(1), alt: post.alt } : defaultImage;
        return (
          <Card as="li" key={post.id} isInteractive className={styles.card}>
            <Image src={image.src} alt={image.alt} width={1200} height={675} className={styles.image} sizes="(min-width: 1024px) 33vw, 100vw" />
            <div className={styles.body}>
              <p className={styles.meta}>
                <span className={styles.category}>{post.category}</span>
                {post.date ? <time dateTime={post.date}>{formatDate(post.date, site, 'short')}</time> : <TodayDate />}
              </p>
              <h3>
                <Link to={paths.post(post.slug)} className={styles.link}>
                  {post.title ?? untitled}
                </Link>
              </h3>
              {post.summary && <p>{post.summary}</p>}
              <span className={styles.readMore} aria-hidden="true">
                {readMore}
                <Icon name="arrow-right" size={18} />
              </span>
            </div>
          </Card>
        );
      })}
    </ul>
  );
}
