/*
 * The step after the cross-check: what the site reads in one language, from that language's
 * checked entries: each collection's items, the posts with what the blog's rules add, the service
 * cards, the pages that exist, and the search index. In a language other than English every object
 * says which of its texts show in English (`lang`, src/schemas/localized.ts), and links lead to the
 * language's page where there is one.
 */
import { collections, pagesCollection, postsCollection, siteCollection, type ContentRoute } from '../../src/schemas/collections';
import type { Page } from '../../src/schemas/page';
import type { BlogCopy } from '../../src/schemas/page-copy';
import type { BlogTerm } from '../../src/schemas/blog-terms';
import { slugify } from '../../src/lib/slug';
import type { SearchEntry } from '../../src/schemas/search-index';
import type { Service } from '../../src/schemas/service';
import { deriveDateFormats } from '../../src/lib/date-formats';
import { DEFAULT_LOCALE, LOCALE_TAGS, localizePath, type Locale } from '../../src/lib/locale';
import { blogPageCount, fixedPageKeys, fixedPagePath, pathOf, paths, type FixedPageKey } from '../../src/lib/paths';
import { blogOf, ENGLISH, languagesOf } from './blog';
import { routesOf } from './cross-check';
import { fixedPagesOf, isRecord, itemOf, setAt, valueAt, type Entry, type Validated, type ValidatedContent } from './entries';
import { problemAt, type PathSegment, type Problem } from './source';
import { fieldsOfKind, pathKey } from './translation';

/** One module of src/generated/: its data, and its declared type: a collection's data (CollectionData<name>) or a type a module of src/ exports. */
export type Output = { name: string; data: unknown; type: { collection: string } | { name: string; module: string } };

/** The `lang` of an object made of others' texts: each field's tag, where it has one. */
function langFrom(tags: Record<string, unknown>): { lang?: Record<string, string> } {
  const lang = Object.fromEntries(Object.entries(tags).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return Object.keys(lang).length > 0 ? { lang } : {};
}

/** Sets `lang` on the objects of `data` that hold the texts at `english` (in place): a text by its field, a text of a list by its index. */
function markEnglish(data: unknown, english: PathSegment[][]): void {
  for (const at of english) {
    const index = at[at.length - 1];
    const fieldAt = typeof index === 'number' ? at.length - 2 : at.length - 1;
    const object = valueAt(data, at.slice(0, fieldAt));
    const field = String(at[fieldAt]);
    if (!isRecord(object)) continue;
    const lang = isRecord(object.lang) ? object.lang : {};
    const [list, tags] = [object[field], lang[field]].map((value): unknown[] => (Array.isArray(value) ? value : []));
    lang[field] = typeof index === 'number' ? list!.map((_, i) => (i === index ? ENGLISH : (tags![i] ?? null))) : ENGLISH;
    object.lang = lang;
  }
}

/** The addresses of the pages of a language, as English addresses: what its links may lead to. */
function pagesOf(locale: Locale, validated: Validated[]): { pages: Set<string>; fixed: FixedPageKey[]; routes: ContentRoute[] } {
  const own = (collection: { name: string }) => validated.find((v) => v.collection.name === collection.name)?.entries.filter((e) => e.locale === locale) ?? [];
  const entries = validated.flatMap((v) => v.entries.filter((e) => e.locale === locale));
  // A fixed page exists once every file it reads has words in the language (in English, always).
  const reads = new Map<FixedPageKey, boolean>();
  for (const collection of collections) {
    for (const [page, from] of collection.fixedPages ?? []) {
      const has = own(collection).some((entry) => entry.isWritten && (from === '*' || (entry.slug ?? '') === from));
      reads.set(page, (reads.get(page) ?? true) && (locale === DEFAULT_LOCALE || has));
    }
  }
  const fixed = fixedPageKeys.filter((page) => reads.get(page) ?? locale === DEFAULT_LOCALE);
  const pages = new Set(fixed.map(fixedPagePath));
  const routes: ContentRoute[] = [];
  for (const entry of entries) {
    for (const route of routesOf(entry)) {
      pages.add(route.path);
      if (entry.collection.listRoutes !== false)
        routes.push({ collection: entry.collection.name, slug: entry.slug ?? '', path: localizePath(route.path, locale) });
    }
  }
  const posts = own(postsCollection).length;
  if (posts > 0) for (let page = 2; page <= blogPageCount(posts); page++) pages.add(paths.blogPage(page));
  return { pages, fixed, routes };
}

/** The pages with a `card`, as the grid of the home page and /services shows them: by `order`, then title. */
function serviceCards(pages: { data: Service | Page; href: string }[]) {
  const cards = pages.flatMap(({ data, href }) => {
    if (!data.card) return [];
    const tags = { title: data.card.title ? languagesOf(data.card).title : languagesOf(data).title, text: languagesOf(data.card).text };
    return [{ order: data.card.order, title: data.card.title ?? data.title, text: data.card.text, icon: data.card.icon, href, ...langFrom(tags) }];
  });
  return cards.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)).map(({ order: _order, ...card }) => card);
}

/** The blog's Popular Tags in a language other than English name each tag as its posts do, so each leads to the page of that name. */
function checkPopularTags(blogCopy: Validated<BlogCopy>, locale: Locale, tags: BlogTerm[], problems: Problem[]): void {
  const english = blogCopy.entries.find((entry) => entry.locale === DEFAULT_LOCALE);
  const copy = blogCopy.entries.find((entry) => entry.locale === locale);
  if (!english || !copy) return;
  const shown = new Set(copy.english.map(pathKey));
  copy.data.sidebar.tags.forEach((name, i) => {
    const at = ['sidebar', 'tags', i];
    const englishName = english.data.sidebar.tags[i] ?? '';
    const term = tags.find((tag) => tag.slug === slugify(englishName));
    if (!term || shown.has(pathKey(at)) || languagesOf(term).name || term.name === name) return;
    const message = `the posts call the tag "${englishName}" "${term.name}", expected the same name here, so it leads to its page; write "${term.name}"`;
    problems.push(problemAt(copy.source, at, message));
  });
}

/** The content in every language, and the language to derive. */
export type DeriveInput = ValidatedContent & { locale: Locale; problems: Problem[] };

/** Every module the content build writes for one language, but the editors' schemas and the media manifest. */
export function derive({ locale, validated, posts, blogCopy, services, pages, problems }: DeriveInput): Output[] {
  const isEnglish = locale === DEFAULT_LOCALE;
  const published = pagesOf(locale, validated);
  // A link leads to the language's page where there is one.
  const localize = (href: string) =>
    !isEnglish && href.startsWith('/') && !href.startsWith('//') && published.pages.has(pathOf(href)) ? localizePath(href, locale) : href;
  /** An entry's data as the site reads it: its links in the language, its English texts marked. */
  const dataOf = <T>(entry: Entry<T>): T => {
    const links = isEnglish ? [] : fieldsOfKind(entry.collection.schema, entry.data, 'link');
    // Most entries (every English one, most posts) change in nothing: they are written as they are.
    if (links.length === 0 && entry.english.length === 0) return entry.data;
    const data = structuredClone(entry.data);
    for (const link of links) setAt(data, link.path, localize(link.value));
    markEnglish(data, entry.english);
    return data;
  };
  // Links of a Markdown body too: the build wrote them as the English pages' addresses.
  const htmlOf = (entry: Entry) => (entry.body?.html ?? '').replace(/(\shref=")(\/[^"]*)"/g, (_, start: string, href: string) => `${start}${localize(href)}"`);
  const htmlLang = (entry: Entry) => (entry.english.some((at) => pathKey(at) === pathKey(['body'])) ? ENGLISH : undefined);

  const outputs: Output[] = [];
  const search: SearchEntry[] = [];
  const englishPosts = new Map(posts.entries.filter((entry) => entry.locale === DEFAULT_LOCALE).map((entry) => [entry.slug, entry.data]));
  for (const { collection, entries } of validated) {
    if (!isEnglish && collection.translated === 'english') continue;
    const own = entries.filter((entry) => entry.locale === locale);
    const type = { collection: collection.name };
    if (collection === postsCollection) {
      const englishOf = (post: Entry) => (isEnglish ? undefined : englishPosts.get(post.slug));
      const ownPosts = posts.entries.filter((entry) => entry.locale === locale);
      const blog = blogOf(ownPosts, { locale, englishOf, dataOf, htmlOf, htmlLang, problems });
      outputs.push({ name: collection.name, data: blog.posts, type: { name: 'Post[]', module: 'schemas/post' } });
      outputs.push({ name: 'blog-terms', data: blog.terms, type: { name: 'BlogTerms', module: 'schemas/blog-terms' } });
      for (const { slug, title, summary, lang } of blog.posts) {
        const href = localizePath(paths.post(slug), locale);
        search.push({ kind: 'post', title, href, text: summary, ...langFrom({ title: lang?.title, text: lang?.summary }) });
      }
      if (!isEnglish) checkPopularTags(blogCopy, locale, blog.terms.tags, problems);
      continue;
    }
    if (collection.kind === 'file') {
      const data = own[0] && dataOf(own[0]);
      // A language's site is written in its own locale: dates, `lang` and structured data follow it.
      outputs.push({ name: collection.name, data: collection === siteCollection && isRecord(data) ? { ...data, locale: LOCALE_TAGS[locale] } : data, type });
      continue;
    }
    const items = own.map((entry) => {
      const data = dataOf(entry);
      if (collection.kind !== 'markdown-folder') return data;
      const html = htmlLang(entry);
      return { ...itemOf({ data, slug: entry.slug }), html: htmlOf(entry), ...(html ? { lang: { ...languagesOf(data), html } } : {}) };
    });
    outputs.push({ name: collection.name, data: items, type });
    own.forEach((entry, i) => {
      // The search shows a course by its name and summary, a service by its title and summary.
      const lang = languagesOf(items[i]);
      for (const found of collection.search?.(itemOf(entry)) ?? [])
        search.push({ ...found, href: localize(found.href), ...langFrom({ title: lang.title ?? lang.name, text: lang.summary }) });
    });
  }

  // The cards of the home page and /services: a page's own card in the language, else its English card, which leads to the English page.
  const cardsOf = <T extends Service | Page>(validated: Validated<T>, hrefOf: (slug: string) => string | undefined) =>
    validated.entries
      .filter((entry) => entry.locale === DEFAULT_LOCALE)
      .flatMap((englishEntry) => {
        const href = hrefOf(englishEntry.slug!);
        const translated = validated.entries.find((entry) => entry.locale === locale && entry.slug === englishEntry.slug);
        const shown = translated ?? { ...englishEntry, english: isEnglish ? [] : [['title'], ['card', 'title'], ['card', 'text']] };
        return href ? [{ data: dataOf(shown), href: translated ? localize(href) : href }] : [];
      });
  const cardPages = [...cardsOf(services, paths.service), ...cardsOf(pages, (slug) => fixedPagesOf(pagesCollection, slug).map(fixedPagePath)[0])];
  outputs.push(
    { name: 'service-cards', data: serviceCards(cardPages), type: { name: 'ServiceCard[]', module: 'schemas/service-card' } },
    { name: 'content-routes', data: published.routes, type: { name: 'ContentRoute[]', module: 'schemas/collections' } },
    { name: 'fixed-pages', data: published.fixed, type: { name: 'FixedPageKey[]', module: 'lib/paths' } },
    { name: 'search-index', data: search, type: { name: 'SearchEntry[]', module: 'schemas/search-index' } },
  );
  const site = outputs.find((output) => output.name === siteCollection.name)?.data;
  if (isRecord(site) && typeof site.locale === 'string')
    outputs.push({ name: 'date-formats', data: deriveDateFormats(site.locale), type: { name: 'DateFormats | null', module: 'lib/date-formats' } });
  return outputs;
}
