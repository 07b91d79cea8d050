/*
 * Hydrates the page's islands (src/islands/island.tsx) when they are needed: on first
 * interaction, when they come near the viewport, or at once when the address asks for one.
 * Nothing here imports React: React and an island's own code download only when the first island
 * of the page hydrates.
 *
 * What a visitor does before an island is ready is never lost and never done twice: text typed
 * stays in the fields (React keeps it when it hydrates, and the forms read their fields), and a
 * click on one of its buttons or a form sent (its submit button, or Enter in a field) is held and
 * handed to the island once it has hydrated, one send per form however often it was pressed. If
 * its code cannot load, a held form is sent to the server the plain way, the browser's checks first.
 */
import { ISLAND_ATTRIBUTES, islandIdentifierPrefix, searchParamOf } from './lib/island-markup';
import { islandLoaders, islandPropLoaders, type IslandName } from './islands/island-registry';

/** Events that wake an island; `click` and `submit` are also held until it is ready. */
const WAKE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'touchstart', 'click', 'submit'] as const;

/** How far below the viewport an animated island starts loading, so it is ready when it arrives. */
const VISIBLE_MARGIN = '0px 0px 100px 0px';

type Held = { kind: 'click'; control: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && Object.hasOwn(islandLoaders, name);

/**
 * What an event before the island is ready asks of it, if anything: a click on one of its buttons,
 * or sending a form (with a submit button, or Enter in a field). Links and typing need no island.
 */
function heldAction(event: Event): Held | null {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    return { kind: 'submit', form: target, submitter: event instanceof SubmitEvent && event.submitter instanceof HTMLElement ? event.submitter : null };
  }
  if (event.type === 'click') {
    const button = target?.closest('button');
    if (!button || button.type === 'reset') return null;
    return button.type === 'submit' && button.form ? { kind: 'submit', form: button.form, submitter: button } : { kind: 'click', control: button };
  }
  if (event.type === 'keydown' && event instanceof KeyboardEvent && event.key === 'Enter' && target instanceof HTMLInputElement && target.form) {
    return { kind: 'submit', form: target.form, submitter: null };
  }
  return null;
}

function replay(held: Held[]): void {
  for (const item of held) {
    if (item.kind === 'click') item.control.click();
    else if (item.form.isConnected) item.form.requestSubmit(item.submitter && item.form.contains(item.submitter) ? item.submitter : null);
  }
}

function prepare(element: HTMLElement): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) ?? undefined;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const load = islandLoaders[name];
  // An island whose HTML carries part of its props gets the rest with its code.
  const completeProps: ((shipped: never) => Promise<unknown>) | undefined = Object.hasOwn(islandPropLoaders, name)
    ? islandPropLoaders[name as keyof typeof islandPropLoaders]
    : undefined;
  let held: Held[] = [];
  let started = false;

  const stopListening = () => {
    for (const type of WAKE_EVENTS) element.removeEventListener(type, handleEvent, true);
  };

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    observer?.disconnect();
    try {
      const index = Number(element.getAttribute(ISLAND_ATTRIBUTES.index));
      const shipped: unknown = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}');
      const [{ hydrateIsland }, component, props] = await Promise.all([
        import('./hydrate-island'),
        load(),
        completeProps ? completeProps(shipped as never) : shipped,
      ]);
      await hydrateIsland(element, component, props, islandIdentifierPrefix(index));
    } catch (error) {
      console.error(`The ${name} island could not start:`, error);
      stopListening();
      // Without the island, a form the visitor already sent goes to the server the plain way.
      replay(held.filter((item) => item.kind === 'submit'));
      held = [];
      return;
    }
    stopListening();
    element.setAttribute(ISLAND_ATTRIBUTES.hydrated, '');
    const pending = held;
    held = [];
    replay(pending);
  }

  function handleEvent(event: Event): void {
    const action = heldAction(event);
    if (action) {
      // Held, not done: the browser would otherwise send the form itself, or the click would do nothing.
      event.preventDefault();
      // One submit per form: a second press while the island loads must not send it twice.
      held = action.kind === 'submit' ? [...held.filter((item) => item.kind !== 'submit' || item.form !== action.form), action] : [...held, action];
    }
    void start();
  }

  for (const type of WAKE_EVENTS) element.addEventListener(type, handleEvent, true);

  const when = element.getAttribute(ISLAND_ATTRIBUTES.hydrate) ?? 'interaction';
  let observer: IntersectionObserver | undefined;
  if (when === 'visible') {
    // The island's element has display: contents and no box of its own; its children do.
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void start();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const child of element.children) observer.observe(child);
  } else {
    const param = searchParamOf(when);
    if (param !== undefined && new URLSearchParams(window.location.search).has(param)) void start();
  }
}

/** Prepares every island of the document. */
export function startIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) prepare(element);
}
