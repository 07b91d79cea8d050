import { useEffect, type ReactNode } from 'react';

export type IslandRootProps = { onReady?: () => void; children: ReactNode };

/**
 * The top of every island's root, on the server and in the browser alike (and of the admin app's).
 * Its effect runs after every effect of the components inside it, so `onReady` says the root has
 * rendered and set itself up (the loader can then hand it held clicks and submits).
 */
export function IslandRoot({ onReady, children }: IslandRootProps) {
  useEffect(() => onReady?.(), [onReady]);
  return children;
}
