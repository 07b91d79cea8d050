/*
 * Work split into tasks of its own, so that no one task keeps a phone's main thread from a tap for
 * long (Lighthouse counts every task over 50 ms at its 4× slowdown as blocking time).
 */

/** The browser's task scheduler (Chromium's; not in TypeScript's DOM types yet). */
type Scheduler = { postTask(task: () => void): Promise<unknown> };

/** Runs `task` in a task of its own, soon: with the browser's task scheduler where there is one, a timer elsewhere. */
export function inTaskOfItsOwn(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler) void scheduler.postTask(task);
  else setTimeout(task, 0);
}

/**
 * Runs `task` in a task of its own once the page has loaded: on a page whose files all arrived at
 * once, the load event runs in the same task as the page script and its first layout.
 */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') inTaskOfItsOwn(task);
  else window.addEventListener('load', () => inTaskOfItsOwn(task), { once: true });
}
