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
import { collectTerms } from '../../src/lib/blog-rules';
import { isRecord, itemOf, type Entry, type Rejected, type Validated } from './entries';
import { shownPath } from './load';
import { formatPath, positionAt, positionOfText, type PathSegment, type Position, type Problem } from './source';
import { didYouMean } from './suggest';

export type CrossCheckInput = {
  /** Every collection, in the order of src/schemas/collections.ts. */
  validated: Validated[];
  /** The blog's posts and its words, which the tag rules read field by field. */
  posts: Validated<PostFrontMatter>;
  blogCopy: Validated<BlogCopy>;
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

/** Calls `visit` for every object in `value` (sections, nested blocks), with its path. */
function walkObjects(value: unknown, visit: (object: Record<string, unknown>, path: PathSegment[]) => void, trail: PathSegment[] = []): void {
  if (Array.isArray(value)) value.forEach((item, i) => walkObjects(item, visit, [...trail, i]));
  else if (isRecord(value)) {
    visit(value, trail);
    for (const [key, item] of Object.entries(value)) walkObjects(item, visit, [...trail, key]);
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
  const candidates = isMedia ? known.mediaFiles.map((file) => `/${file}`) : known.routes;
  const hint = didYouMean(where, candidates, (found) => `${found}${rest}`) ?? `expected ${isMedia ? 'a file under content/media/' : 'a path of this site'}`;
  return absolute === target
    ? `${kind} ${target} leads to no ${isMedia ? 'file' : 'page'}, ${hint}`
    : `${kind} ${target} is a relative path, which breaks on the page; ${hint}`;
}

/**
 * Tags and categories: every spelling of one slug must be the same (the page has one name), each
 * gets its pages (so content may link to them), and the sidebar's Popular Tags must be tags that
 * posts carry (each links to its page).
 */
function checkBlogTerms(posts: Validated<PostFrontMatter>, blogCopy: Validated<BlogCopy>, owners: Map<string, RouteOwner>, report: Report): void {
  for (const field of ['tags', 'category'] as const) {
    const names = ({ data }: Entry<PostFrontMatter>): string[] => (field === 'tags' ? (data.tags ?? []) : data.category ? [data.category] : []);
    const { terms, clashes } = collectTerms(posts.entries.flatMap(names));
    for (const { slug, names: spelled } of clashes) {
      const first = spelled[0]!;
      for (const entry of posts.entries) {
        names(entry).forEach((name, i) => {
          if (slugify(name) === slug && name !== first) {
            report(
              entry,
              field === 'tags' ? ['tags', i] : ['category'],
              `"${name}" and "${first}" make the same page (${slug}), expected one spelling; write "${first}"`,
            );
          }
        });
      }
    }
    for (const term of terms) {
      const pathOfPage = field === 'tags' ? paths.tag : paths.category;
      for (let page = 1; page <= blogPageCount(term.count); page++)
        owners.set(pathOfPage(term.slug, page), { label: `the blog's ${field === 'tags' ? 'tag' : 'category'} pages` });
    }
    // A post with a mistake may carry the tag: the mistake is reported, the tag is not.
    if (field !== 'tags' || posts.rejected.length > 0) continue;
    const known = terms.map((term) => term.name);
    for (const copy of blogCopy.entries) {
      copy.data.sidebar.tags.forEach((tag, i) => {
        if (terms.some((term) => term.slug === slugify(tag))) return;
        report(
          copy,
          ['sidebar', 'tags', i],
          `no post has the tag "${tag}", so it has no page; ${didYouMean(tag, known) ?? `expected one of: ${[...known].sort().join(', ')}`}`,
        );
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

/** The problems of the content as a whole, once each file has passed its schema. */
export function crossCheck({ validated, posts, blogCopy, mediaFiles, contentDir }: CrossCheckInput): { problems: Problem[]; routes: Set<string> } {
  const problems: Problem[] = [];
  const report: Report = (entry, at, message) => problems.push({ file: entry.source.file, ...entry.source.locate(at), path: at, message });
  const entries = validated.flatMap((v) => v.entries);
  const rejected = validated.flatMap((v) => v.rejected);

  const owners = ownersOfRoutes(entries, rejected, posts.entries.length, report);
  checkBlogTerms(posts, blogCopy, owners, report);
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
              ? value.map((slug, i) => ({ slug, at: [...at, reference.field, i] }))
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
    if (expected !== entry.slug) {
      report(entry, ['title'], `the title's slug is "${expected}" but the file is named "${entry.slug}.md", expected the file to be renamed to ${expected}.md`);
    }
  }
  return { problems, routes };
}
