import { createContext, useContext, type ReactNode } from 'react';

/*
 * The path of the page being rendered. Public pages are separate documents, so menus mark the
 * current page when the prerender renders them; nothing changes it in the browser.
 */
const CurrentPathContext = createContext('/');

export function CurrentPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <CurrentPathContext.Provider value={path}>{children}</CurrentPathContext.Provider>;
}

export const useCurrentPath = (): string => useContext(CurrentPathContext);

/** Whether a menu link to `href` stands for the current page: exactly, or (without `end`) as one of its ancestors. */
export function isCurrentLink(href: string, currentPath: string, end: boolean): boolean {
  if (href === currentPath) return true;
  return !end && href !== '/' && currentPath.startsWith(`${href}/`);
}
