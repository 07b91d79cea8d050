import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../lib/storage-keys';
import { parseTheme, watchThemeSwitch } from '../lib/theme';
import { ThemeSwitch } from './theme-switch';

const labels = { label: 'Colour theme', system: 'System', light: 'Light', dark: 'Dark' };

describe('the theme switch', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('reads only the three themes from storage, anything else follows the system', () => {
    expect(['light', 'dark', 'system', 'blue', null].map(parseTheme)).toEqual(['light', 'dark', 'system', 'system', 'system']);
  });

  it('shows the kept choice, applies a new one to the page and keeps it; System forgets it', () => {
    localStorage.setItem(storageKeys.theme, 'dark');
    render(<ThemeSwitch labels={labels} />);
    watchThemeSwitch(document, () => localStorage);
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Colour theme' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(storageKeys.theme)).toBe('light');

    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('system');
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
  });

  it('follows the system and still applies a choice where storage is blocked', () => {
    render(<ThemeSwitch labels={labels} />);
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => watchThemeSwitch(document, blocked)).not.toThrow();
    expect(document.documentElement.getAttribute('data-theme')).toBe('system');
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it("uses the key and values index.html's inline script applies before the first paint", () => {
    const script = readFileSync('index.html', 'utf8');
    expect(script).toContain(`getItem('${storageKeys.theme}')`);
    for (const theme of ['light', 'dark', 'system']) expect(script).toContain(`'${theme}'`);
  });
});
