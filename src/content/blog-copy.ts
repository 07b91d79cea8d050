import blogCopy from '../generated/blog-copy.json';
import type { BlogCopy } from '../schemas/page-copy';

/** content/copy/blog.yaml */
export const getBlogCopy = (): BlogCopy => blogCopy;
