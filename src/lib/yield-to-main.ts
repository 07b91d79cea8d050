/**
 * Ends the current task so the browser can handle input and paint before the next piece of
 * start-up work: several short tasks instead of one long one that holds up a tap.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
