import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CHOICES, LABEL, renderChoiceField } from '../../tests/helpers/choice-field';

/** More choices than radios are offered for: One choice is a list. */
const MANY = [
  ...CHOICES,
  { value: 'transport', label: 'Transport' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'tourism', label: 'Tourism' },
];
const RETIRED = { choices: MANY, retired: ['farming', 'finance'] };

// The list's popup is a chunk compiled on first use in a test, which can take a few seconds.
const arrival = { timeout: 5000 };

const trigger = () => screen.getByRole('combobox', { name: new RegExp(`^${LABEL}`) });

async function offered() {
  const options = await screen.findAllByRole('option', {}, arrival);
  return options.map((option) => option.textContent);
}

describe('choice select', () => {
  it('is a list named by the label that leaves retired choices out', async () => {
    const { user } = await renderChoiceField('oneChoice', RETIRED);
    await user.click(trigger());
    expect(await offered()).toEqual([
      'Retail',
      'Services',
      'Transport',
      'Healthcare',
      'Education',
      'Tourism',
    ]);
  });

  it('keeps a retired choice the member picked, shown on the button and in the list', async () => {
    const { user } = await renderChoiceField('oneChoice', RETIRED, { answer: 'finance' });
    expect(trigger()).toHaveTextContent('Finance');
    await user.click(trigger());
    expect(await offered()).toEqual([
      'Retail',
      'Services',
      'Finance',
      'Transport',
      'Healthcare',
      'Education',
      'Tourism',
    ]);
  });

  it('is worked from the keyboard: Tab to it, Enter opens, typing finds, Enter picks', async () => {
    const { user, answers } = await renderChoiceField('oneChoice', RETIRED);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox', {}, arrival)).toBeVisible();
    await user.keyboard('Heal{Enter}');
    expect(answers().at(-1)).toBe('healthcare');
    expect(trigger()).toHaveTextContent('Healthcare');
  });
});
