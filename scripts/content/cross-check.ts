/*
 * The step after validation: what no single file can tell. Every page the content creates is
 * unique and clear of the fixed pages; every internal link and image leads somewhere; every
 * reference (FAQ groups, mentors…) names a file that exists; a post's file name is the slug of
 * its title; the blog's tags and categories are spelled one way each.
 */
import path from 'node:path';
import { collections, sectionReferences, type ItemRoute } from '../../src/schemas/collections';
import type { BlogCopy } from '../../src/schemas/page-copy';
import type { PostFrontMatter } from '../../src/schemas/post-front-matter';
import { blogPageCount, pathOf, paths, serverPages, staticPages } from '../../src/lib/paths';
import { slugify } from '../../src/lib/slug';
import { DEFAULT_LOCALE, localizePath, splitLocale, type Locale } from '../../src/lib/locale';
import { collectTerms } from '../../src/lib/blog-rules';
import { fixedPagesOf, isRecord, itemOf, mapStrings, walkObjects, type Entry, type Rejected, type Validated, type ValidatedContent } from './entries';
import { shownPath } from './load';
import { formatPath, positionAt, problemAt, type PathSegment, type Problem } from './source';
import { LABELS, namesOf, termAt } from './blog';
import { didYouMean, isNearMiss } from './suggest';

/** The content in English (the tag rules read the posts and the blog's words, the cards the pages), and every file under content/media/ as content names it (media/…). */
export type CrossCheckInput = Omit<ValidatedContent, 'services'> & { mediaFiles: string[]; contentDir: string };

type Report = (entry: Entry, at: PathSegment[], message: string) => void;

/** The site's addresses and media files: what links and images may lead to. */
export type Known = { routes: Set<string>; media: Set<string>; mediaFiles: string[] };

/** The pages an item creates, by its collection's `routes`. */
export function routesOf(entry: Pick<Entry, 'collection' | 'data' | 'slug'>): ItemRoute[] {
  return entry.collection.kind === 'file' ? [] : (entry.collection.routes?.(itemOf(entry)) ?? []);
}

/** A page of the site and what makes it: a file of content (and the field), the blog list, or a built-in page. */
type RouteOwner = { entry: Entry; field: PathSegment[] } | { label: string };

const ownerName = (owner: RouteOwner) => ('entry' in owner ? owner.entry.source.file : owner.label);

/** The problems of the links and images of an entry's Markdown body, each at the line it was written (its Markdown or HTML form first). */
function bodyProblems(entry: Entry, problemOf: (kind: 'image' | 'link', target: string) => string | undefined): Problem[] {
  const { text, line, html } = entry.body!;
  return [...html.matchAll(/\s(href|src)="([^"]*)"/g)].flatMap(([, attribute, target]) => {
    const message = problemOf(attribute === 'src' ? 'image' : 'link', target!);
    if (!message) return [];
    const index = [`](${target}`, `="${target}"`].map((written) => text.indexOf(written) + written.indexOf(target!)).find((i) => i >= 0 && i < text.length);
    return [{ file: entry.source.file, ...positionAt(text, index ?? Math.max(0, text.indexOf(target!)), line), path: ['body'], message }];
  });
}

/**
 * What is wrong with a link or image, if anything: a page or file that does not exist, or a
 * relative path (media/blog/x.jpg, contact-us in a Markdown body), which the browser looks up
 * from the post's own address and breaks.
 */
export function linkProblem(kind: 'image' | 'link', target: string, known: Known): string | undefined {
  // In-page anchors, other sites (https:, mailto:, tel:, //host) and empty links are not this site's pages.
  if (target === '' || target.startsWith('#') || target.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  const absolute = target.startsWith('/') ? target : `/${target.replace(/^(\.{1,2}\/)+/, '')}`;
  const where = pathOf(absolute);
  const isMedia = where.startsWith('/media/');
  if (isMedia ? known.media.has(where.slice(1)) : known.routes.has(where)) {
    return absolute === target ? undefined : `${kind} ${target} is a relative path, which breaks on the page; write ${absolute}`;
  }
  const rest = absolute.slice(where.length);
  // An image named from the post's folder or by its file name alone (cover.svg, ../media/blog/cover.svg).
  const written = where.slice(1);
  const found = kind === 'image' ? known.mediaFiles.filter((file) => file === written || file.endsWith(`/${written}`)) : [];
  if (found.length === 1)
    return `${kind} ${target} ${absolute === target ? 'leads to no file' : 'is a relative path, which breaks on the page'}; write /${found[0]}`;
  const candidates = isMedia ? known.mediaFiles.map((file) => `/${file}`) : known.routes;
  const hint = didYouMean(where, candidates, (found) => `${found}${rest}`) ?? `expected ${isMedia ? 'a file under content/media/' : 'a path of this site'}`;
  return absolute === target
    ? `${kind} ${target} leads to no ${isMedia ? 'file' : 'page'}, ${hint}`
    : `${kind} ${target} is a relative path, which breaks on the page; ${hint}`;
}

/**
 * Tags and categories: every spelling of one slug must be the same (the page has one name), a new
 * one that is a near miss of another is likely a slip, each gets its pages (so content may link
 * to them), and the sidebar's Popular Tags are tags that posts carry (the others have no page).
 */
function checkBlogTerms(posts: Validated<PostFrontMatter>, blogCopy: Validated<BlogCopy>, owners: Map<string, RouteOwner>, report: Report, warn: Report): void {
  // Oldest first: of two spellings used as often, the older one is the established one.
  const oldestFirst = [...posts.entries].reverse();
  for (const field of ['tags', 'category'] as const) {
    const names = ({ data }: Entry<PostFrontMatter>) => namesOf(data, field);
    const { one: what, page: pageOf } = LABELS[field];
    const { terms, clashes } = collectTerms(oldestFirst.flatMap(names));
    for (const { slug, names: spelled } of clashes) {
      const established = spelled[0]!;
      const users = posts.entries.filter((entry) => names(entry).includes(established)).length;
      for (const entry of posts.entries) {
        names(entry).forEach((name, i) => {
          if (name === established || slugify(name) !== slug) return;
          const others = `${users} other post${users === 1 ? '' : 's'}`;
          const message = `the ${what} "${name}" is written "${established}" in ${others}, and both make the page ${pageOf(slug)}; write "${established}"`;
          report(entry, termAt(field, i), message);
        });
      }
    }
    // A term on one post only that is a near miss of an older or more used one.
    const firstUse = new Map(oldestFirst.flatMap((entry, rank) => names(entry).map((name) => [slugify(name), rank] as const)).reverse());
    for (const term of terms.filter((t) => t.count === 1)) {
      const meant = terms
        .filter((other) => other !== term && isNearMiss(term.name, other.name))
        .filter((other) => other.count > 1 || firstUse.get(other.slug)! < firstUse.get(term.slug)!)
        .sort((a, b) => b.count - a.count)[0];
      if (!meant) continue;
      const entry = posts.entries.find((e) => names(e).some((name) => slugify(name) === term.slug))!;
      const i = names(entry).findIndex((name) => slugify(name) === term.slug);
      const message = `no other post has the ${what} "${term.name}", and ${meant.count} ${meant.count === 1 ? 'has' : 'have'} "${meant.name}": did you mean "${meant.name}"? A new ${what} makes a page of its own (${pageOf(term.slug)})`;
      warn(entry, termAt(field, i), message);
    }
    for (const term of terms) {
      for (let page = 1; page <= blogPageCount(term.count); page++) owners.set(pageOf(term.slug, page), { label: `the blog's ${what} pages` });
    }
    // A post with a mistake may carry the tag: the mistake is reported, the tag is not.
    if (field !== 'tags' || posts.rejected.length > 0) continue;
    const known = terms.map((term) => term.name);
    for (const copy of blogCopy.entries) {
      copy.data.sidebar.tags.forEach((tag, i) => {
        if (terms.some((term) => term.slug === slugify(tag))) return;
        const hint = known.length === 0 ? 'the blog has no posts yet' : (didYouMean(tag, known) ?? `the tags posts carry: ${[...known].sort().join(', ')}`);
        warn(copy, ['sidebar', 'tags', i], `no post has the tag "${tag}", so it has no page and the sidebar leaves it out; ${hint}`);
      });
    }
  }
}

/** Every page the content creates, with what makes it; two files that make one page are problems. */
function ownersOfRoutes(entries: Entry[], rejected: Rejected[], postCount: number, report: Report): Map<string, RouteOwner> {
  const owners = new Map<string, RouteOwner>(Object.values(staticPages).map((p) => [p, { label: 'a built-in page' }]));
  for (const p of Object.values(serverPages)) owners.set(p, { label: 'a page of the server' });
  for (const entry of entries) {
    for (const { path: route, field } of routesOf(entry)) {
      const owner = owners.get(route);
      if (!owner) owners.set(route, { entry, field });
      else if ('entry' in owner && owner.entry === entry) {
        const message = `${route} is already made by line ${entry.source.locate(owner.field).line} of this file, expected each page once; remove one of the two`;
        report(entry, field, message);
      } else {
        const what = field.length === 0 ? 'file name' : formatPath(field);
        report(entry, field, `its page ${route} is already used by ${ownerName(owner)}, expected a ${what} that gives a page of its own`);
      }
    }
  }
  // The pages of rejected files, as far as their data tells, still exist: links to them are not also reported.
  for (const { collection, slug, data } of rejected) {
    try {
      for (const { path: route } of routesOf({ collection, slug, data: isRecord(data) ? data : { slug } }))
        if (!owners.has(route)) owners.set(route, { label: 'a file with a mistake' });
    } catch (error) {
      // A route made from a field that is broken or missing (a course's aliases) cannot be known; that field has its own problem.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  for (let page = 2; page <= blogPageCount(postCount); page++) owners.set(paths.blogPage(page), { label: 'the blog list' });
  return owners;
}

/** The problems of the content as a whole, once each file has passed its schema, what it warns about, and the site's addresses. */
export function crossCheck({ validated, posts, blogCopy, pages, mediaFiles, contentDir }: CrossCheckInput) {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const report: Report = (entry, path, message) => problems.push(problemAt(entry.source, path, message));
  const warn: Report = (entry, path, message) => warnings.push(problemAt(entry.source, path, message));
  const entries = validated.flatMap((v) => v.entries);
  const rejected = validated.flatMap((v) => v.rejected);

  const owners = ownersOfRoutes(entries, rejected, posts.entries.length, report);
  checkBlogTerms(posts, blogCopy, owners, report, warn);
  for (const page of pages.entries) {
    if (!page.data.card || fixedPagesOf(page.collection, page.slug).length > 0) continue;
    const known = (page.collection.fixedPages ?? []).map(([, slug]) => `${slug}.yaml`);
    report(page, ['card'], `only a page of the site can be a card, and this file is not one of them (${known.join(', ')}); remove the card`);
  }
  const known: Known = { routes: new Set(owners.keys()), media: new Set(mediaFiles), mediaFiles };
  // The number a visitor reads is the number a tap dials.
  for (const site of validated.find((v) => v.collection.name === 'site')?.entries ?? []) {
    const { display, tel } = isRecord(site.data) && isRecord(site.data.phone) ? site.data.phone : {};
    const message = `"${String(display)}" is not the number a tap dials (phone.tel: ${String(tel)}); write the same number in both, display as people read it and tel as + and its digits`;
    if (!String(tel).replace(/\D/g, '').endsWith(String(display).replace(/\D/g, ''))) report(site, ['phone', 'display'], message);
  }

  const missingFile = (mediaPath: string) =>
    `file ${shownPath(path.join(contentDir, mediaPath))} does not exist, ${didYouMean(mediaPath, mediaFiles, (file) => file) ?? 'expected an existing file under the media folder'}`;
  const slugsOf = (name: string) =>
    validated.filter((v) => v.collection.name === name).flatMap((v) => [...v.entries, ...v.rejected].flatMap((e) => (e.slug === undefined ? [] : [e.slug])));

  for (const entry of entries) {
    mapStrings(entry.data, (text, at) => {
      if (text.startsWith('media/') && !known.media.has(text)) report(entry, at, missingFile(text));
      // Other links (https:, mailto:, tel:) are checked by the schema's shape only.
      const problem = at[at.length - 1] === 'href' && text.startsWith('/') ? linkProblem('link', text, known) : undefined;
      if (problem) report(entry, at, problem);
      return text;
    });
    walkObjects(entry.data, (object, at) => {
      for (const reference of sectionReferences.filter((r) => r.type === object.type)) {
        const known = slugsOf(reference.collection);
        const folder = collections.find((c) => c.name === reference.collection);
        const files = folder && folder.kind !== 'file' ? ` (the files in content/${folder.dir}/)` : '';
        // A reference is one slug or a list of them.
        mapStrings(object[reference.field], (slug, where) => {
          if (known.includes(slug)) return slug;
          const hint = didYouMean(slug, known) ?? `expected one of: ${[...known].sort().join(', ')}${files}`;
          report(entry, [...at, reference.field, ...where], `unknown ${reference.label} "${slug}", ${hint}`);
          return slug;
        });
      }
    });
    if (entry.body) problems.push(...bodyProblems(entry, (kind, target) => linkProblem(kind, target, known)));
  }
  for (const entry of posts.entries) {
    const expected = slugify(entry.data.title);
    if (expected === entry.slug) continue;
    // Renaming the file to a name another file has would overwrite that file.
    const taken = owners.get(paths.post(expected));
    const other = taken && 'entry' in taken ? taken.entry : undefined;
    const message =
      other?.collection === entry.collection
        ? `another post has this title and its address ${paths.post(expected)}: ${other.source.file}; give this post a title of its own, then name the file after it`
        : taken
          ? `the title makes the address ${paths.post(expected)}, which ${ownerName(taken)} already uses; give this post another title, then name the file after it`
          : `the title's slug is "${expected}" but the file is named "${entry.slug}.md", expected the file to be renamed to ${expected}.md`;
    report(entry, ['title'], message);
  }
  return { problems, warnings, known };
}

/**
 * What no file of a language other than English can tell alone: a post only in that language is
 * named after its title, makes a page of its own and leads somewhere; no two of its posts share a
 * title. The English site's addresses (`known`) are those its links are written with.
 */
export function crossCheckLanguage(locale: Locale, posts: Validated<PostFrontMatter>, known: Known): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (entry, at, message) => problems.push(problemAt(entry.source, at, message));
  const englishSlugs = new Set(posts.entries.filter((entry) => entry.locale === DEFAULT_LOCALE).map((post) => post.slug!));
  const own = posts.entries.filter((entry) => entry.locale === locale);
  const titles = new Map<string, Entry>();
  for (const entry of [...own].sort((a, b) => a.source.file.localeCompare(b.source.file))) {
    const isOnlyHere = !englishSlugs.has(entry.slug!);
    const title = entry.english.some((at) => at.join() === 'title') ? undefined : entry.data.title;
    const other = title === undefined ? undefined : titles.get(title);
    if (other) {
      const message = `${other.source.file} has this title too, and a reader could not tell the two posts apart; give this post a title of its own${isOnlyHere ? ', then name the file after it' : ''}`;
      report(entry, ['title'], message);
    } else if (title !== undefined) titles.set(title, entry);
    if (!isOnlyHere) continue;
    const expected = slugify(entry.data.title);
    if (expected !== entry.slug) {
      const translates = didYouMean(entry.slug!, englishSlugs, (name) => `${name}.md`);
      const message = `the title's slug is "${expected}" but the file is named "${entry.slug}.md", expected the file to be renamed to ${expected}.md (a post that exists only in this language is named after its title, spelt in Latin letters)${translates ? `; or, if it translates an English post, ${translates}` : ''}`;
      report(entry, ['title'], message);
    } else if (known.routes.has(paths.post(entry.slug))) {
      const message = `its page ${localizePath(paths.post(entry.slug), locale)} would be the ${locale} page of ${paths.post(entry.slug)}, expected a title that gives a page of its own`;
      report(entry, ['title'], message);
    }
    const image = entry.data.image && linkProblem('image', `/${entry.data.image}`, known);
    if (image) report(entry, ['image'], image);
    // Its links are written with English addresses, as in English posts: the build points them at the language's pages.
    problems.push(
      ...bodyProblems(entry, (kind, target) => {
        const { locale: written, path: address } = splitLocale(target);
        return written === locale
          ? `write the English address ${address}: the build points links at the ${locale} page where there is one`
          : linkProblem(kind, target, known);
      }),
    );
  }
  return problems;
}
