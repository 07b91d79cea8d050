import { HONEYPOT_FIELD } from '../schemas/enquiry-rules';

export type HoneypotFieldProps = { value?: string; onChange?: (value: string) => void };

/**
 * A trap for bots: people never see or reach it, so anything in it marks the submission as spam
 * (the server answers as usual and stores nothing). Controlled when the form sends it itself.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <input
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        {...(onChange ? { value: value ?? '', onChange: (event) => onChange(event.target.value) } : { defaultValue: '' })}
      />
    </div>
  );
}
