import type { ChangeEvent } from 'react';
import { FormField } from '../components/form-field';
import styles from './number-stepper.module.css';

export type NumberStepperProps = {
  label: string;
  hint?: string;
  error?: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  /** Accessible names of the minus and plus buttons. */
  decreaseLabel: string;
  increaseLabel: string;
};

/** A whole number with minus and plus buttons; it never goes below `min`. */
export function NumberStepper({ label, hint, error, name, value, onChange, min = 0, decreaseLabel, increaseLabel }: NumberStepperProps) {
  const atMin = value <= min;
  const set = (next: number) => onChange(Math.max(min, Math.trunc(next)));

  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    const typed = Number.parseInt(event.currentTarget.value, 10);
    set(Number.isNaN(typed) ? min : typed);
  }

  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <div className={styles.stepper}>
          {/* aria-disabled keeps the button focusable at the minimum, so focus is not lost. */}
          <button type="button" className={styles.button} aria-label={decreaseLabel} aria-disabled={atMin} onClick={() => !atMin && set(value - 1)}>
            <span aria-hidden="true">−</span>
          </button>
          <input
            type="number"
            name={name}
            inputMode="numeric"
            min={min}
            step={1}
            required
            value={value}
            onChange={handleInput}
            {...control}
            className={`${control.className} ${styles.input}`}
          />
          <button type="button" className={styles.button} aria-label={increaseLabel} onClick={() => set(value + 1)}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
    </FormField>
  );
}
