import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup } from './checkbox-group';

const OPTIONS = [
  { value: 'a', label: 'Alpha', description: 'The first' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
] as const;
type Letter = (typeof OPTIONS)[number]['value'];

/** The group with its value in state; the value is shown so that tests can read its order. */
function Harness(props: { initial?: Letter[]; inOptionOrder?: boolean; max?: number; disabled?: boolean }) {
  const [value, setValue] = useState<Letter[]>(props.initial ?? []);
  return (
    <>
      <CheckboxGroup
        legend="Letters"
        hint="Pick some."
        error={value.length ? undefined : 'Pick one.'}
        options={OPTIONS}
        value={value}
        onChange={setValue}
        inOptionOrder={props.inOptionOrder}
        max={props.max}
        disabled={props.disabled}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('CheckboxGroup', () => {
  it('names the group, describes it and each box, and keeps the order of ticking', async () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Letters' });
    expect(group).toHaveAccessibleDescription('Pick some. Pick one.');
    expect(box('Alpha')).toHaveAccessibleDescription('The first');
    expect(box('Alpha')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box('Charlie'));
    await userEvent.click(screen.getByText('Alpha'));
    expect(screen.getByRole('status')).toHaveTextContent('c,a');
    await userEvent.click(box('Charlie'));
    expect(screen.getByRole('status')).toHaveTextContent(/^a$/);
  });

  it('follows the options order with inOptionOrder, keeping values it does not list', async () => {
    render(<Harness initial={['z' as Letter]} inOptionOrder />);
    await userEvent.click(box('Charlie'));
    await userEvent.click(box('Alpha'));
    expect(screen.getByRole('status')).toHaveTextContent('z,a,c');
  });

  it('disables the unticked boxes at max, and every box when disabled', async () => {
    const { unmount } = render(<Harness initial={['b']} max={2} />);
    await userEvent.click(box('Alpha'));
    expect(box('Charlie')).toBeDisabled();
    expect(box('Alpha')).toBeEnabled();
    unmount();
    render(<Harness initial={['b']} disabled />);
    for (const name of ['Alpha', 'Bravo', 'Charlie']) expect(box(name)).toBeDisabled();
  });
});
