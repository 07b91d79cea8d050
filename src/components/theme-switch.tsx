import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { THEME_SWITCH_ATTRIBUTE, THEMES, type Theme } from '../lib/theme';
import styles from './theme-switch.module.css';

const ICONS = { system: Monitor, light: Sun, dark: Moon } satisfies Record<Theme, unknown>;

export type ThemeSwitchProps = { labels: { label: string } & Record<Theme, string>; className?: string };

/**
 * The three-way theme switch: system, light, dark. Plain radio buttons; the page script (lib/theme.ts)
 * applies and keeps the choice, and the switch is shown only once that script has run.
 */
export function ThemeSwitch({ labels, className }: ThemeSwitchProps) {
  const name = useId();
  return (
    <fieldset className={`${styles.switch} ${className ?? ''}`} {...{ [THEME_SWITCH_ATTRIBUTE]: '' }}>
      <legend className="visually-hidden">{labels.label}</legend>
      {THEMES.map((theme) => {
        const ThemeIcon = ICONS[theme];
        return (
          <label key={theme} className={styles.option} title={labels[theme]}>
            <input type="radio" name={name} value={theme} defaultChecked={theme === 'system'} className={styles.input} />
            <ThemeIcon aria-hidden="true" size={18} />
            <span className="visually-hidden">{labels[theme]}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
