import type { ChangeEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, appointmentSchema } from '../schemas/admin';
import { useDraftForm } from './use-draft-form';

const EMPTY = { name: '', email: '', phone: '', message: '' };

function formWith(...names: string[]): HTMLFormElement {
  const form = document.createElement('form');
  for (const name of names) form.append(Object.assign(document.createElement('input'), { name }));
  document.body.append(form);
  return form;
}

describe('useDraftForm', () => {
  it('marks the wrong fields, focuses the first one, and clears a mark when the field changes', () => {
    const form = formWith('name', 'email', 'phone', 'message');
    const { result } = renderHook(() => useDraftForm(appointmentSchema, EMPTY));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate(form, { name: ' ', email: 'a@b', phone: '1', message: 'm' });
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({ name: ADMIN_MESSAGES.required, email: ADMIN_MESSAGES.email });
    expect(document.activeElement?.getAttribute('name')).toBe('name');

    act(() => result.current.setField('name', 'Asha'));
    expect(result.current.values.name).toBe('Asha');
    expect(result.current.errors).toEqual({ email: ADMIN_MESSAGES.email });
    form.remove();
  });

  it('returns the parsed values when they are right, and resets to the initial values', () => {
    const form = formWith('name');
    const { result } = renderHook(() => useDraftForm(appointmentSchema, EMPTY));
    let parsed: unknown;
    act(() => {
      result.current.setField('name', 'x');
      parsed = result.current.validate(form, { name: ' Asha ', email: 'asha@example.in', phone: '98290', message: 'Hello' });
    });
    expect(parsed).toEqual({ name: 'Asha', email: 'asha@example.in', phone: '98290', message: 'Hello' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(EMPTY);
    form.remove();
  });

  it('wires a control to its field: name, value, mark, and a change that updates the value and clears the mark', () => {
    const form = formWith('name', 'email', 'phone', 'message');
    const { result } = renderHook(() => useDraftForm(appointmentSchema, EMPTY));
    act(() => {
      result.current.validate(form, EMPTY);
    });
    expect(result.current.textField('name')).toMatchObject({ name: 'name', value: '', error: ADMIN_MESSAGES.required });
    const input = Object.assign(document.createElement('input'), { value: 'Asha' });
    act(() => result.current.textField('name').onChange({ currentTarget: input } as unknown as ChangeEvent<HTMLInputElement>));
    expect(result.current.textField('name')).toMatchObject({ value: 'Asha', error: undefined });
    act(() => result.current.field('phone').onChange('98290'));
    expect(result.current.values.phone).toBe('98290');
    expect(result.current.errors.phone).toBeUndefined();
    form.remove();
  });
});
