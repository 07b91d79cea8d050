import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getAdminCopy } from '../content/admin';
import { paths } from '../lib/paths';
import styles from './admin-post-type-switch.module.css';

export type PostType = 'job' | 'intern';

const FOCUS_STATE = 'focusPostType';

/**
 * The Job/Intern radio of the posting forms (DECISIONS.md 7): choosing the other type opens its
 * form. The new page puts the focus back on the radio, so a keyboard user stays where they were.
 */
export function AdminPostTypeSwitch({ current }: { current: PostType }) {
  const copy = getAdminCopy().postType;
  const name = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const checked = useRef<HTMLInputElement>(null);
  const state: unknown = location.state;
  const cameFromSwitch = typeof state === 'object' && state !== null && FOCUS_STATE in state;

  useEffect(() => {
    if (cameFromSwitch) checked.current?.focus();
  }, [cameFromSwitch]);

  const options: { type: PostType; label: string; href: string }[] = [
    { type: 'job', label: copy.job, href: paths.adminJobPost },
    { type: 'intern', label: copy.intern, href: paths.adminInternshipPost },
  ];

  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>{copy.legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.type} className={styles.option}>
            <input
              ref={option.type === current ? checked : undefined}
              type="radio"
              name={name}
              value={option.type}
              checked={option.type === current}
              onChange={() => void navigate(option.href, { state: { [FOCUS_STATE]: true } })}
              className={styles.input}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
