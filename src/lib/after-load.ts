/*
 * Work no visitor needs for the first screen, kept out of the tasks that draw it: on a page whose
 * files all arrived at once, the load event runs in the same task as the page script and its first
 * layout, and a phone's long task there is time its visitor cannot tap.
 */

/** Runs `task` in a task of its own once the page has loaded. */
export function afterLoad(task: () => void): void {
  const soon = () => setTimeout(task, 0);
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
}
