import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LABEL, renderChoiceField } from '../../tests/helpers/choice-field';

const boxNames = () =>
  within(screen.getByRole('group', { name: LABEL }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('choice checkboxes', () => {
  it('are a group named by the label, each choice named by its own', async () => {
    await renderChoiceField('severalChoices', {});
    expect(boxNames()).toEqual(['Retail', 'Services', 'Farming', 'Finance']);
  });

  it('leave retired choices out, but keep one the member picked, ticked', async () => {
    await renderChoiceField(
      'severalChoices',
      { retired: ['farming', 'finance'] },
      { answer: ['retail', 'finance'] },
    );
    expect(boxNames()).toEqual(['Retail', 'Services', 'Finance']);
    expect(screen.getByRole('checkbox', { name: 'Finance' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Retail' })).toBeChecked();
  });

  it('keep picks in the order offered, whatever the order ticked', async () => {
    const { user, answers } = await renderChoiceField('severalChoices', {});
    await user.click(screen.getByRole('checkbox', { name: 'Farming' }));
    await user.click(screen.getByRole('checkbox', { name: 'Retail' }));
    expect(answers().at(-1)).toEqual(['retail', 'farming']);
  });

  it('give no answer (the empty value) when the last is unticked, not an empty list', async () => {
    const { user, answers } = await renderChoiceField('severalChoices', {});
    const services = screen.getByRole('checkbox', { name: 'Services' });
    await user.click(services);
    expect(answers().at(-1)).toEqual(['services']);
    await user.click(services);
    expect(answers().at(-1)).toBeUndefined();
  });

  it('are worked from the keyboard: Tab moves between them, Space ticks', async () => {
    const { user, answers } = await renderChoiceField('severalChoices', {});
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Retail' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(answers().at(-1)).toEqual(['retail', 'services']);
    await user.keyboard(' ');
    expect(answers().at(-1)).toEqual(['retail']);
  });
});
