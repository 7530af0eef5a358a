import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from '@/forms/schema-form';
import { signUpForm } from '@/forms/generated/sign-up';

const groups = [
  { groupNumber: '101', groupName: 'Pune Central', region: 'West' },
  { groupNumber: '102', groupName: 'Pune East', region: 'West' },
];

function setup() {
  const searchGroups = vi.fn(async (name: string) =>
    groups.filter((g) => g.groupName.toLowerCase().includes(name.toLowerCase())),
  );
  const onChange = vi.fn();
  render(
    <SchemaForm
      form={signUpForm}
      onChange={onChange}
      formContext={{ searchGroups, optionSources: { regions: ['West'] } }}
    />,
  );
  return {
    searchGroups,
    onChange,
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: /Group Name/ }),
  };
}

describe('group-autocomplete widget', () => {
  it('opens no list and makes no search while the value is empty', async () => {
    const { user, input, searchGroups } = setup();
    await user.click(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchGroups).not.toHaveBeenCalled();
  });

  it('suggests groups once something is typed and fills number and region on choice', async () => {
    const { user, input, onChange, searchGroups } = setup();
    await user.type(input, 'pune');
    const option = await screen.findByRole('option', { name: /Pune East/ });
    expect(searchGroups).toHaveBeenLastCalledWith('pune');
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ groupName: 'Pune East', groupNumber: '102', region: 'West' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('chooses with the arrow keys and Enter', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'pune');
    await screen.findByRole('option', { name: /Pune Central/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ groupName: 'Pune Central', groupNumber: '101' }),
    );
  });

  it('keeps the typed name when the search fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const searchGroups = vi.fn(async () => {
      throw new Error('offline');
    });
    const user = userEvent.setup();
    render(<SchemaForm form={signUpForm} formContext={{ searchGroups }} />);
    const input = screen.getByRole('combobox', { name: /Group Name/ });
    await user.type(input, 'pune');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(input).toHaveValue('pune');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it("shows a suggestion's region in the page's language and fills the stored region", async () => {
    const searchGroups = vi.fn(async () => [{ ...groups[0]!, regionLabel: 'पश्चिम' }]);
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SchemaForm form={signUpForm} onChange={onChange} formContext={{ searchGroups }} />);
    await user.type(screen.getByRole('combobox', { name: /Group Name/ }), 'pune');
    const option = await screen.findByRole('option', { name: /Pune Central/ });
    expect(option).toHaveTextContent('#101 · पश्चिम');
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ groupNumber: '101', region: 'West' }),
    );
  });
});
