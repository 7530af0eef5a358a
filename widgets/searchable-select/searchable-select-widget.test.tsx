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

  it('searches the labels members read, and the stored English kept as a keyword; it stores the value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const regions = [
      { value: 'South', label: 'दक्षिण', keywords: ['South'] },
      { value: 'West', label: 'पश्चिम', keywords: ['West'] },
    ];
    render(
      <SchemaForm form={form} onChange={onChange} formContext={{ optionSources: { regions } }} />,
    );
    const trigger = screen.getByRole('combobox', { name: /Region/ });
    await user.click(trigger);
    const search = await screen.findByPlaceholderText('Search...');
    await user.type(search, 'पश्');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['पश्चिम']);
    await user.clear(search);
    await user.type(search, 'sou');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['दक्षिण']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ region: 'South' });
    expect(trigger).toHaveTextContent('दक्षिण');
  });

  it("names a stored value by the screen's label before its list is loaded, and loads a new loader's list anew", async () => {
    const user = userEvent.setup();
    const english = vi.fn(async () => [{ value: 'West', label: 'West' }]);
    const hindi = vi.fn(async () => [{ value: 'West', label: 'पश्चिम', keywords: ['West'] }]);
    const { rerender } = render(
      <SchemaForm
        form={form}
        defaultFormData={{ region: 'West' }}
        formContext={{ optionSources: { regions: english } }}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: /Region/ });
    expect(trigger).toHaveTextContent('West');
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'West' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    rerender(
      <SchemaForm
        form={form}
        defaultFormData={{ region: 'West' }}
        formContext={{
          optionSources: { regions: hindi },
          optionLabels: { regions: { West: 'पश्चिम' } },
        }}
      />,
    );
    expect(trigger).toHaveTextContent('पश्चिम');
    expect(hindi).not.toHaveBeenCalled();
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'पश्चिम' })).toBeInTheDocument();
    expect(english).toHaveBeenCalledTimes(1);
  });
});
