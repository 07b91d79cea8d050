/*
 * The step after validation: what no single file can tell. Every page the content creates is
 * unique and clear of the fixed pages; every internal link and image leads somewhere; every
 * reference (FAQ groups, mentors…) names a file that exists; a post's file name is the slug of
 * its title; the blog's tags and categories are spelled one way each.
 */
import path from 'node:path';
import { collections, sectionReferences, type ItemRoute } from '../../src/schemas/collections';
import type { Page } from '../../src/schemas/page';
import type { BlogCopy } from '../../src/schemas/page-copy';
import type { PostFrontMatter } from '../../src/schemas/post-front-matter';
import { blogPageCount, pathOf, paths, sectionPages, serverPages, staticPages } from '../../src/lib/paths';
import { slugify } from '../../src/lib/slug';
import { collectTerms } from '../../src/lib/blog-rules';
import { isRecord, itemOf, walkObjects, type Entry, type Findings, type Rejected, type Validated } from './entries';
import { shownPath } from './load';
import { formatPath, positionAt, positionOfText, type PathSegment, type Position, type Problem } from './source';
import { didYouMean, isNearMiss } from './suggest';

export type CrossCheckInput = {
  /** Every collection, in the order of src/schemas/collections.ts. */
  validated: Validated[];
  /** The blog's posts and its words, which the tag rules read field by field, and the pages, whose cards need an address. */
  posts: Validated<PostFrontMatter>;
  blogCopy: Validated<BlogCopy>;
  pages: Validated<Page>;
  /** Every file under content/media/, as content names it (media/…). */
  mediaFiles: string[];
  contentDir: string;
};

type Report = (entry: Entry, at: PathSegment[], message: string) => void;

/** Calls `visit` for every string in `value`, with its path and the key that holds it. */
function walkStrings(value: unknown, visit: (text: string, path: PathSegment[], key: PathSegment | undefined) => void, trail: PathSegment[] = []): void {
  if (typeof value === 'string') visit(value, trail, trail[trail.length - 1]);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, visit, [...trail, i]));
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...trail, key]);
  }
}

/** The pages an item creates, by its collection's `routes`. */
export function routesOf(entry: Pick<Entry, 'collection' | 'data' | 'slug'>): ItemRoute[] {
  const { collection } = entry;
  return collection.kind === 'file' ? [] : (collection.routes?.(itemOf(entry)) ?? []);
}

/** A page of the site and what makes it: a file of content (and the field), the blog list, or a built-in page. */
type RouteOwner = { entry: Entry; field: PathSegment[] } | { label: string };

function ownerName(owner: RouteOwner): string {
  return 'entry' in owner ? owner.entry.source.file : owner.label;
}

/** The pages of rejected files, as far as their data tells: links to them are not also reported. */
function rejectedRoutes(rejected: Rejected[]): string[] {
  return rejected.flatMap(({ collection, slug, data }) => {
    try {
      return routesOf({ collection, slug, data: isRecord(data) ? data : { slug } }).map((route) => route.path);
    } catch (error) {
      // A route made from a field that is broken or missing (a course's aliases) cannot be known; that field has its own problem.
      if (error instanceof TypeError) return [];
      throw error;
    }
  });
}

/** Where a link or image of a Markdown body was written: its Markdown or HTML form first, then anywhere. */
function positionOfTarget(text: string, target: string): Position {
  for (const written of [`](${target}`, `="${target}"`]) {
    const index = text.indexOf(written);
    if (index >= 0) return positionAt(text, index + written.indexOf(target));
  }
  return positionOfText(text, target);
}

/**
 * What is wrong with a link or image, if anything: a page or file that does not exist, or a
 * relative path (media/blog/x.jpg, contact-us in a Markdown body), which the browser looks up
 * from the post's own address and breaks.
 */
export function linkProblem(kind: 'image' | 'link', target: string, known: { routes: Set<string>; media: Set<string>; mediaFiles: string[] }): string | undefined {
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
  if (found.length === 1) return `${kind} ${target} ${absolute === target ? 'leads to no file' : 'is a relative path, which breaks on the page'}; write /${found[0]}`;
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
    const names = ({ data }: Entry<PostFrontMatter>): string[] => (field === 'tags' ? (data.tags ?? []) : data.category ? [data.category] : []);
    const at = (i: number) => (field === 'tags' ? ['tags', i] : ['category']);
    const what = field === 'tags' ? 'tag' : 'category';
    const pageOf = field === 'tags' ? paths.tag : paths.category;
    const { terms, clashes } = collectTerms(oldestFirst.flatMap(names));
    for (const { slug, names: spelled } of clashes) {
      const established = spelled[0]!;
      const users = posts.entries.filter((entry) => names(entry).includes(established)).length;
      for (const entry of posts.entries) {
        names(entry).forEach((name, i) => {
          if (name === established || slugify(name) !== slug) return;
          const others = `${users} other post${users === 1 ? '' : 's'}`;
          report(entry, at(i), `the ${what} "${name}" is written "${established}" in ${others}, and both make the page ${pageOf(slug)}; write "${established}"`);
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
      warn(
        entry,
        at(i),
        `no other post has the ${what} "${term.name}", and ${meant.count} ${meant.count === 1 ? 'has' : 'have'} "${meant.name}": did you mean "${meant.name}"? A new ${what} makes a page of its own (${pageOf(term.slug)})`,
      );
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
        report(
          entry,
          field,
          `${route} is already made by line ${entry.source.locate(owner.field).line} of this file, expected each page once; remove one of the two`,
        );
      } else {
        const what = field.length === 0 ? 'file name' : formatPath(field);
        report(entry, field, `its page ${route} is already used by ${ownerName(owner)}, expected a ${what} that gives a page of its own`);
      }
    }
  }
  for (const route of rejectedRoutes(rejected)) if (!owners.has(route)) owners.set(route, { label: 'a file with a mistake' });
  for (let page = 2; page <= blogPageCount(postCount); page++) owners.set(paths.blogPage(page), { label: 'the blog list' });
  return owners;
}

/** The problems of the content as a whole, once each file has passed its schema, what it warns about, and the site's addresses. */
export function crossCheck({ validated, posts, blogCopy, pages, mediaFiles, contentDir }: CrossCheckInput): Findings & { routes: Set<string> } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const at = (entry: Entry, path: PathSegment[], message: string): Problem => ({ file: entry.source.file, ...entry.source.locate(path), path, message });
  const report: Report = (entry, path, message) => problems.push(at(entry, path, message));
  const warn: Report = (entry, path, message) => warnings.push(at(entry, path, message));
  const entries = validated.flatMap((v) => v.entries);
  const rejected = validated.flatMap((v) => v.rejected);

  const owners = ownersOfRoutes(entries, rejected, posts.entries.length, report);
  checkBlogTerms(posts, blogCopy, owners, report, warn);
  for (const page of pages.entries) {
    if (!page.data.card || sectionPages[page.data.slug]) continue;
    const known = Object.keys(sectionPages).map((slug) => `${slug}.yaml`);
    report(page, ['card'], `only a page of the site can be a card, and this file is not one of them (${known.join(', ')}); remove the card`);
  }
  const routes = new Set(owners.keys());

  const media = new Set(mediaFiles);
  const missingFile = (mediaPath: string) =>
    `file ${shownPath(path.join(contentDir, mediaPath))} does not exist, ${didYouMean(mediaPath, mediaFiles, (file) => file) ?? 'expected an existing file under the media folder'}`;
  const slugsOf = (name: string) =>
    validated.filter((v) => v.collection.name === name).flatMap((v) => [...v.entries, ...v.rejected].flatMap((e) => (e.slug === undefined ? [] : [e.slug])));

  for (const entry of entries) {
    walkStrings(entry.data, (text, at, key) => {
      if (text.startsWith('media/') && !media.has(text)) report(entry, at, missingFile(text));
      // Other links (https:, mailto:, tel:) are checked by the schema's shape only.
      const problem = key === 'href' && text.startsWith('/') ? linkProblem('link', text, { routes, media, mediaFiles }) : undefined;
      if (problem) report(entry, at, problem);
    });
    walkObjects(entry.data, (object, at) => {
      for (const reference of sectionReferences.filter((r) => r.type === object.type)) {
        const value = object[reference.field];
        const named =
          typeof value === 'string'
            ? [{ slug: value, at: [...at, reference.field] }]
            : Array.isArray(value)
              ? value.map((slug: unknown, i) => ({ slug, at: [...at, reference.field, i] }))
              : [];
        const known = slugsOf(reference.collection);
        const folder = collections.find((c) => c.name === reference.collection);
        for (const { slug, at: where } of named) {
          if (typeof slug !== 'string' || known.includes(slug)) continue;
          const files = folder && folder.kind !== 'file' ? ` (the files in content/${folder.dir}/)` : '';
          report(
            entry,
            where,
            `unknown ${reference.label} "${slug}", ${didYouMean(slug, known) ?? `expected one of: ${[...known].sort().join(', ')}${files}`}`,
          );
        }
      }
    });
    if (entry.body) {
      const { text, line, html } = entry.body;
      for (const [, attribute, target] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
        const problem = linkProblem(attribute === 'src' ? 'image' : 'link', target!, { routes, media, mediaFiles });
        if (!problem) continue;
        const position = positionOfTarget(text, target!);
        problems.push({ file: entry.source.file, line: line + position.line - 1, column: position.column, path: ['body'], message: problem });
      }
    }
  }
  for (const entry of posts.entries) {
    const expected = slugify(entry.data.title);
    if (expected === entry.slug) continue;
    // Renaming the file to a name another file has would overwrite that file.
    const taken = owners.get(paths.post(expected));
    const other = taken && 'entry' in taken ? taken.entry : undefined;
    if (other?.collection === entry.collection) {
      report(entry, ['title'], `another post has this title and its address ${paths.post(expected)}: ${other.source.file}; give this post a title of its own, then name the file after it`);
    } else if (taken) {
      report(entry, ['title'], `the title makes the address ${paths.post(expected)}, which ${ownerName(taken)} already uses; give this post another title, then name the file after it`);
    } else {
      report(entry, ['title'], `the title's slug is "${expected}" but the file is named "${entry.slug}.md", expected the file to be renamed to ${expected}.md`);
    }
  }
  return { problems, warnings, routes };
}
