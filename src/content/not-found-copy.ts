import notFoundCopy from '../generated/not-found-copy.json';
import type { NotFoundCopy } from '../schemas/page-copy';

/** content/copy/not-found.yaml */
export const getNotFoundCopy = (): NotFoundCopy => notFoundCopy;
