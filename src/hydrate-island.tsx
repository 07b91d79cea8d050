/*
 * The React side of an island's start (src/island-loader.ts imports this module when the first
 * island of a page needs it, so React downloads then and not before): hydrates the island's element
 * as a root of its own, exactly as the prerender rendered it (src/entry-server.tsx), with the same
 * identifierPrefix.
 */
import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './components/island-root';

/** Resolves once the island has hydrated and its effects have run. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<never>, props: unknown, identifierPrefix: string): Promise<void> {
  const Island = Component as ComponentType<object>;
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <IslandRoot onReady={resolve}>
          <Island {...(props as object)} />
        </IslandRoot>
      </StrictMode>,
      { identifierPrefix },
    );
  });
}
