import { useCallback, useState, type ChangeEvent } from 'react';
import type * as z from 'zod/mini';
import { fieldErrors } from '../schemas/admin';

/** The fields of `V` that hold text, which an input, text area or select edits. */
type TextFieldName<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

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

  /** What a control of `name` needs: its name, value and mark, and a handler for its new value. */
  const field = <K extends keyof V & string>(name: K) => ({ name, value: values[name], error: errors[name], onChange: (value: V[K]) => setField(name, value) });

  /** The same for an input, text area or select, whose new value comes with a change event. */
  const textField = <K extends TextFieldName<V>>(name: K) => ({
    ...field(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setField(name, event.currentTarget.value as V[K]),
  });

  return { values, errors, setField, validate, reset, field, textField };
}
