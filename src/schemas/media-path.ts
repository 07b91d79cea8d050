import * as z from 'zod/mini';
import '../lib/zod-config';
import { neutral } from './language-neutral';

const MEDIA_EXTENSIONS = ['svg', 'jpg', 'jpeg', 'png', 'webp', 'avif', 'mp4', 'webm'];
const MEDIA_PATH = new RegExp(`^media/[a-z0-9/_.-]+\\.(${MEDIA_EXTENSIONS.join('|')})$`);

/** What to write instead of a media path that does not fit MEDIA_PATH, named as exactly as the mistake allows. */
export function explainMediaPath(written: unknown): string {
  if (typeof written !== 'string') return 'a path like media/folder/file.jpg';
  const fromMedia = written.replace(/^.*?\/?(?=media\/)/, '');
  if (!fromMedia.startsWith('media/')) return `a path that starts with media/, like media/${written.replace(/^\/+/, '')}`;
  if (fromMedia !== written) return `a path that starts at the media folder: ${fromMedia}`;
  const extension = /\.([^./]+)$/.exec(written)?.[1]?.toLowerCase();
  if (!extension || !MEDIA_EXTENSIONS.includes(extension)) return `a file ending in ${MEDIA_EXTENSIONS.map((e) => `.${e}`).join(', ')}`;
  const fixed = written.toLowerCase().replace(/[^a-z0-9/_.-]+/g, '-');
  const what = fixed === written.toLowerCase() ? 'lower-case letters' : 'lower-case letters, digits and - _ . only';
  return `${what}: write ${fixed} and name the file ${fixed.slice(fixed.lastIndexOf('/') + 1)}`;
}

/** A file under content/media/, written relative to content/ (media/blog/x.jpg); checked to exist at build time. */
export const mediaPathSchema = neutral(
  z
    .string()
    .check(
      z.regex(MEDIA_PATH, { error: (issue) => explainMediaPath(issue.input) }),
      z.describe('A file under content/media/, written as media/folder/file.ext (lower-case letters, digits and - _ .)'),
    ),
  'media',
);
