/**
 * The text of a form's named fields as the visitor left them. Forms read their fields when they are
 * sent rather than keeping them in state, so what was typed before the form's island hydrated
 * counts as much as what was typed after.
 */
export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
