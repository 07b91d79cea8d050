import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';
import { fieldErrors } from '../schemas/admin';

/**
 * The values of a form kept in the browser, checked with its zod schema on submit. The browser's
 * own checks (required, type=email) run first; the schema then catches what they let through,
 * such as a field of spaces, and the first wrong field gets the focus.
 */
export function useDraftForm<V extends Record<string, unknown>, O>(schema: z.ZodMiniType<O>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const setField = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** The parsed values, or null after marking the fields that are wrong. */
  const validate = useCallback(
    (form: HTMLFormElement, candidate: unknown): O | null => {
      const result = schema.safeParse(candidate);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const found = fieldErrors(result.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return null;
    },
    [schema],
  );

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setField, validate, reset };
}
