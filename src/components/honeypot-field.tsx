import { HONEYPOT_FIELD } from '../lib/enquiry-rules';

/**
 * A trap for bots: people never see or reach it, so anything in it marks the submission as spam
 * (the server answers as usual and stores nothing). Forms read it with their other fields.
 */
export function HoneypotField() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
