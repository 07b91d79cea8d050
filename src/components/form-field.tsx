import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './form-field.module.css';

/** What a control needs to be tied to its label, hint and error. */
export type FieldControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; className: string };

export type FormFieldProps = {
  label: string;
  /** The language of the label where it is not the page's (src/schemas/localized.ts). */
  labelLang?: string;
  hint?: string;
  error?: string;
  /** Shown after the label; the control itself carries `required`. */
  isRequired?: boolean;
  /**
   * The id of the message that explains this field's problem, when the form shows its problems in
   * one status line rather than under each field: the control is then invalid and described by it.
   */
  errorId?: string;
  /** `compact`: a smaller label closer to its control, as in the enquiry forms. */
  size?: 'regular' | 'compact';
  /** The hint sits under the label, or under the control when it explains what to type. */
  hintPlacement?: 'label' | 'control';
  /** Classes that replace the field's own for the hint and the control, in a form with its own look. */
  classNames?: { hint?: string; control?: string };
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, an optional hint and error message, and the control they describe. */
export function FormField({
  label,
  labelLang,
  hint,
  error,
  isRequired = true,
  errorId: sharedErrorId,
  size = 'regular',
  hintPlacement = 'label',
  classNames = {},
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = sharedErrorId ?? `${id}-error`;
  const isInvalid = Boolean(error || sharedErrorId);
  const describedBy = [hint ? hintId : '', isInvalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const hintLine = hint && (
    <p id={hintId} className={classNames.hint ?? styles.hint}>
      {hint}
    </p>
  );
  return (
    <div className={size === 'compact' ? styles.compactField : styles.field}>
      <label htmlFor={id} className={size === 'compact' ? styles.compactLabel : styles.label} lang={labelLang}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hintPlacement === 'label' && hintLine}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': isInvalid ? true : undefined,
        className: classNames.control ?? `${styles.control} ${isInvalid ? styles.invalid : ''}`,
      })}
      {hintPlacement === 'control' && hintLine}
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
