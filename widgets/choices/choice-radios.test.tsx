import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LABEL, renderChoiceField } from '../../tests/helpers/choice-field';

const radioNames = () =>
  within(screen.getByRole('radiogroup', { name: LABEL }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('choice radios', () => {
  it('are a radio group named by the label, each choice named by its own', async () => {
    const { answers } = await renderChoiceField('oneChoice', {}, { required: true });
    expect(radioNames()).toEqual(['Retail', 'Services', 'Farming', 'Finance']);
    // Not answered yet: no choice is made for the member.
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(answers().filter((answer) => answer !== undefined)).toEqual([]);
  });

  it('leave retired choices out', async () => {
    await renderChoiceField('oneChoice', { retired: ['farming', 'finance'] });
    expect(radioNames()).toEqual(['Retail', 'Services']);
  });

  it('keep a retired choice the member picked, shown and picked', async () => {
    await renderChoiceField(
      'oneChoice',
      { retired: ['farming', 'finance'] },
      { answer: 'finance' },
    );
    expect(radioNames()).toEqual(['Retail', 'Services', 'Finance']);
    expect(screen.getByRole('radio', { name: 'Finance' })).toBeChecked();
  });

  it('are worked from the keyboard: Tab reaches the group, the arrows pick', async () => {
    const { user, answers } = await renderChoiceField('oneChoice', {});
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Retail' })).toHaveFocus();
    await user.keyboard(' ');
    expect(answers().at(-1)).toBe('retail');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Services' })).toBeChecked();
    expect(answers().at(-1)).toBe('services');
  });

  it('ask Yes / No with neither picked, so "not answered" is not "No"', async () => {
    const { user, answers } = await renderChoiceField('yesNo', {}, { required: true });
    const group = screen.getByRole('radiogroup', { name: LABEL });
    const [yes, no] = within(group).getAllByRole('radio');
    expect(yes).toHaveAccessibleName('Yes');
    expect(no).toHaveAccessibleName('No');
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    expect(answers().filter((answer) => answer !== undefined)).toEqual([]);
    await user.click(no!);
    expect(answers().at(-1)).toBe(false);
  });
});
