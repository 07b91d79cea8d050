/*
 * A React island: a widget that the prerender renders into the page's HTML and that the browser
 * hydrates as a root of its own (src/island-loader.ts), so a page ships JavaScript only for
 * what HTML and CSS cannot do. Each island is rendered as its own root on the server too, with its
 * own identifierPrefix, so its useId values are the ones its client root makes.
 */
import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { IslandComponent, IslandName, islandPropLoaders, ShippedProps } from './island-registry';
import { hydrateAttribute, ISLAND_ATTRIBUTES, islandSlot, type HydrateWhen } from '../lib/island-markup';

/** What the prerender needs to render one island as a root of its own. */
export type CollectedIsland = { component: ComponentType<object>; props: object };

/** Receives each island of the page being prerendered and answers with its number on the page. */
export type CollectIsland = (island: CollectedIsland) => number;

const CollectIslandContext = createContext<CollectIsland | null>(null);

export function IslandCollectorProvider({ collect, children }: { collect: CollectIsland; children: ReactNode }) {
  return <CollectIslandContext.Provider value={collect}>{children}</CollectIslandContext.Provider>;
}

export type IslandProps<N extends IslandName> = {
  /** The island's key in src/islands/island-registry.ts, from which the browser loads it. */
  name: N;
  /** The component that key loads: the prerender renders it here. */
  component: IslandComponent<N>;
  props: ComponentProps<IslandComponent<N>>;
  hydrate: HydrateWhen;
} & (N extends keyof typeof islandPropLoaders
  ? /** What the HTML carries instead of `props`, which the island's entry in islandPropLoaders makes them from in the browser. */
    { ship: ShippedProps<N> }
  : { ship?: never });

/**
 * Marks `component` with `props` as an island. Its props travel in the HTML as JSON, so they must
 * be plain data (a text that shows English says so in its object's `lang`, src/schemas/localized.ts).
 * Outside a prerender (component tests) it simply renders the component.
 */
export function Island<N extends IslandName>({ name, component, props, ship, hydrate }: IslandProps<N>) {
  const collect = useContext(CollectIslandContext);
  // The registry ties each name to its component and props; here any island will do.
  const Component = component as ComponentType<object>;
  if (!collect) return <Component {...props} />;
  const index = collect({ component: Component, props });
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.index]: index,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(ship === undefined ? props : ship),
    [ISLAND_ATTRIBUTES.hydrate]: hydrateAttribute(hydrate),
  };
  return <div {...attributes} className="island" dangerouslySetInnerHTML={{ __html: islandSlot(index) }} />;
}
