import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from './accordion';

function renderAccordion() {
  render(
    <Accordion>
      <AccordionItem value="a" title="First">
        First answer
      </AccordionItem>
      <AccordionItem value="b" title="Second" headingLevel={4}>
        Second answer
      </AccordionItem>
    </Accordion>,
  );
  return {
    first: screen.getByRole('button', { name: 'First' }),
    second: screen.getByRole('button', { name: 'Second' }),
  };
}

describe('Accordion', () => {
  it('starts closed, with each button in a heading controlling its panel', () => {
    const { first, second } = renderAccordion();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first.closest('h3')).not.toBeNull();
    expect(second.closest('h4')).not.toBeNull();
    const panel = document.getElementById(first.getAttribute('aria-controls')!);
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', first.id);
    expect(panel).not.toBeVisible();
    expect(screen.queryByText('First answer')).toBeNull();
  });

  it('opens one item at a time and closes the open one again', () => {
    const { first, second } = renderAccordion();
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First' })).toHaveTextContent('First answer');

    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('First answer')).toBeNull();

    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works from the keyboard: Tab to a header, Enter or Space to toggle it', async () => {
    const user = userEvent.setup();
    const { first, second } = renderAccordion();
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
