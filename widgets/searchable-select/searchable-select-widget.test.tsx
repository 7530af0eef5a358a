import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from '@/forms/schema-form';
import { previewForm } from '@/forms/preview/preview-form';

const form = previewForm(
  'pick',
  { type: 'object', properties: { region: { title: 'Region', type: 'string' } } },
  {
    region: {
      'ui:widget': 'searchable-select',
      'ui:placeholder': 'Select region',
      'ui:options': { source: 'regions' },
    },
  },
);

function setup(regions: string[] | 'loading' = ['North', 'South', 'West']) {
  const onChange = vi.fn();
  const optionSources = regions === 'loading' ? {} : { regions };
  render(<SchemaForm form={form} onChange={onChange} formContext={{ optionSources }} />);
  return {
    onChange,
    user: userEvent.setup(),
    trigger: screen.getByRole('combobox', { name: /Region/ }),
  };
}

describe('searchable-select widget', () => {
  it('shows the placeholder, then a searchable list with "Search..."', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveTextContent('Select region');
    await user.click(trigger);
    expect(await screen.findByPlaceholderText('Search...')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'North',
      'South',
      'West',
    ]);
  });

  it('says "No options found" when nothing matches', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.type(await screen.findByPlaceholderText('Search...'), 'zzz');
    expect(screen.getByText('No options found')).toBeInTheDocument();
  });

  it('filters and chooses with the keyboard alone', async () => {
    const { user, trigger, onChange } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('sou');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ region: 'South' });
    expect(trigger).toHaveTextContent('South');
  });

  it('says it is loading while the source has not arrived', async () => {
    const { user, trigger } = setup('loading');
    await user.click(trigger);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
  });

  it('loads a list given as a loader the first time it opens, once', async () => {
    const loader = vi.fn(async () => ['North', 'West']);
    const user = userEvent.setup();
    render(<SchemaForm form={form} formContext={{ optionSources: { regions: loader } }} />);
    const trigger = screen.getByRole('combobox', { name: /Region/ });
    expect(loader).not.toHaveBeenCalled();
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'West' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(trigger);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
