import { useId } from 'react';
import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { getBlogCopy } from '../content/blog-copy';
import { listPosts } from '../content/posts';
import { fillCopy } from '../lib/fill-copy';
import { BLOG_PAGE_SIZE, blogPageCount, paths } from '../lib/paths';
import { summarize } from '../content/post-shapes';
import { BannerSection } from '../sections/banner-section';
import { BlogListSection } from '../blog/blog-list-section';
import { BlogSidebar } from '../blog/blog-sidebar';
import styles from './blog-page.module.css';

export type BlogPageProps = { page: number };

/** /blog and /blog/page/N: three posts a page, a search over title, content and tags, and the tag list. */
export function BlogPage({ page }: BlogPageProps) {
  const locale = useLocale();
  const localize = useLocalePath();
  const copy = getBlogCopy(locale);
  const headingId = useId();
  const posts = listPosts(locale);
  return (
    <>
      <PageHead
        seo={{
          path: localize(paths.blogPage(page)),
          title: page > 1 ? fillCopy(copy.pageTitle, { page }) : copy.title,
          description: copy.summary,
          keywords: copy.seo?.keywords,
        }}
        override={page > 1 ? undefined : copy.seo}
      />
      <BannerSection type="banner" {...copy.banner} />
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby={headingId} className={styles.main}>
          <h2 id={headingId} className="visually-hidden" lang={copy.lang?.listHeading}>
            {copy.listHeading}
          </h2>
          <BlogListSection
            posts={posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE).map(summarize)}
            page={page}
            pageCount={blogPageCount(posts.length)}
            copy={copy}
          />
        </section>
        <BlogSidebar copy={copy.sidebar} fallbacks={copy.fallbacks} />
      </div>
    </>
  );
}
