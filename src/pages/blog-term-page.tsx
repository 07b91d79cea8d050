import { useId } from 'react';
import { PageHead } from '../components/page-head';
import { useLocale, useLocalePath } from '../components/page-locale';
import { getBlogCopy } from '../content/blog-copy';
import { findTerm, listPostsOf, type TermKind } from '../content/blog-terms';
import { fillCopy } from '../lib/fill-copy';
import { blogPageCount, blogPageItems, paths } from '../lib/paths';
import { summarize } from '../content/post-shapes';
import { BannerSection } from '../sections/banner-section';
import { BlogSidebar } from '../blog/blog-sidebar';
import { PostList } from '../components/post-list';
import styles from './blog-page.module.css';

export type BlogTermPageProps = { kind: TermKind; slug: string; page: number };

/**
 * /blog/tag/{tag} and /blog/category/{category} (and their /page/N): the posts with one tag or of
 * one category, three a page like /blog. Tag pages are kept out of search results (noindex) but
 * their links are followed; category pages are indexed.
 */
export function BlogTermPage({ kind, slug, page }: BlogTermPageProps) {
  const locale = useLocale();
  const localize = useLocalePath();
  const copy = getBlogCopy(locale);
  const headingId = useId();
  const term = findTerm(kind, slug, locale);
  if (!term) throw new Error(`No ${kind} has the slug ${slug}`);
  const words = kind === 'tag' ? copy.tagPage : copy.categoryPage;
  const pathOf = kind === 'tag' ? paths.tag : paths.category;
  const hrefFor = (n: number) => localize(pathOf(slug, n));
  const posts = listPostsOf(kind, slug, locale);
  const heading = fillCopy(words.title, { name: term.name });
  const summary = fillCopy(words.summary, { name: term.name });
  return (
    <>
      <PageHead
        seo={{
          path: hrefFor(page),
          title: page > 1 ? fillCopy(words.pageTitle, { name: term.name, page }) : heading,
          description: summary,
          keywords: [term.name, ...(copy.seo?.keywords ?? [])],
          ...(kind === 'tag' ? { noindex: true, follow: true } : {}),
        }}
      />
      <BannerSection type="banner" heading={heading} lead={summary} image={copy.banner.image} />
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby={headingId} className={styles.main}>
          <h2 id={headingId} className="visually-hidden" lang={copy.lang?.listHeading}>
            {copy.listHeading}
          </h2>
          <PostList
            posts={blogPageItems(posts, page).map(summarize)}
            page={page}
            pageCount={blogPageCount(posts.length)}
            copy={copy}
            hrefFor={hrefFor}
            locale={locale}
          />
        </section>
        <BlogSidebar copy={copy.sidebar} fallbacks={copy.fallbacks} />
      </div>
    </>
  );
}
