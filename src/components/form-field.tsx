import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './form-field.module.css';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; className: string };

export type FormFieldProps = {
  label: string;
  hint?: string;
  error?: string;
  /** Shown after the label; the control itself carries `required`. */
  isRequired?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, an optional hint and error message, and the control they describe. */
export function FormField({ label, hint, error, isRequired = true, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        className: `${styles.control} ${error ? styles.invalid : ''}`,
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; hint?: string; error?: string };

export function TextField({ label, hint, error, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <input required {...input} {...control} />}
    </FormField>
  );
}

export function TextAreaField({ label, hint, error, ...textarea }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <textarea required rows={5} {...textarea} {...control} />}
    </FormField>
  );
}

export type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id' | 'children'> & {
    options: readonly string[];
    /** The first, empty choice, so that `required` makes the user pick one. */
    placeholder: string;
  };

export function SelectField({ label, hint, error, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select required {...select} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
