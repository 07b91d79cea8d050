import { useId } from 'react';
import { useLoaderData, useParams } from 'react-router-dom';
import { PageHead } from '../components/page-head';
import { fillCopy } from '../lib/fill-copy';
import { getBlogCopy } from '../content/blog-copy';
import { useBlogAddress } from '../hooks/use-blog-address';
import type { BlogListData } from '../lib/post-loaders';
import { paths } from '../lib/paths';
import { BannerSection } from '../sections/banner-section';
import { BlogListSection } from '../sections/blog-list-section';
import { BlogSidebar } from '../sections/blog-sidebar';
import styles from './blog-page.module.css';

/** /blog and /blog/page/N: three posts a page, a search over title, content and tags, and the tag list. */
export function BlogPage() {
  const data = useLoaderData() as BlogListData;
  const params = useParams();
  const page = params.page === undefined ? 1 : Number(params.page);
  const copy = getBlogCopy();
  const headingId = useId();
  useBlogAddress(data.query);
  return (
    <>
      <PageHead
        seo={{ path: paths.blogPage(page), title: page > 1 ? fillCopy(copy.pageTitle, { page }) : copy.title, description: copy.summary, keywords: copy.seo?.keywords }}
        override={page > 1 ? undefined : copy.seo}
      />
      <BannerSection type="banner" {...copy.banner} />
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby={headingId} className={styles.main}>
          <h2 id={headingId} className="visually-hidden">
            {copy.listHeading}
          </h2>
          {/* A new list (another page or search) is a new boundary, so it shows the loading state
              instead of the router keeping the previous posts on screen while it waits. */}
          <BlogListSection key={`${page}|${data.query}`} list={data.list} copy={copy} />
        </section>
        <BlogSidebar copy={copy.sidebar} fallbacks={copy.fallbacks} query={data.query} />
      </div>
    </>
  );
}
