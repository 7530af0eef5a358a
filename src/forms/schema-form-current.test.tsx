import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm, type CurrentForm, type FormData } from './schema-form';
import { signUpForm } from './generated/sign-up';

/** The sign-up form as a screen holds it, keeping the form its blur handler was given. */
function setup() {
  const seen: { form?: CurrentForm; data: FormData } = { data: {} };
  function Screen() {
    const [data, setData] = useState<FormData>({});
    seen.data = data;
    return (
      <SchemaForm
        form={signUpForm}
        formData={data}
        onChange={setData}
        onFieldBlur={(_pointer, _value, form) => (seen.form = form)}
      />
    );
  }
  render(<Screen />);
  return { user: userEvent.setup(), seen };
}

describe('SchemaForm: an answer that lands after a blur', () => {
  it('merges its fields into the data as it is when it lands, not as it was on blur', async () => {
    const { user, seen } = setup();
    await user.type(screen.getByLabelText(/Group Number/), '301');
    const password = screen.getByLabelText(/Password/);
    await user.click(password);
    await user.keyboard('Sec');

    act(() => seen.form!.patch({ groupName: 'Sample Delhi Connaught', region: 'North' }));
    await user.keyboard('ret');

    expect(password).toHaveValue('Secret');
    expect(password).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
      'Sample Delhi Connaught',
    );
    expect(seen.data).toEqual({
      groupNumber: '301',
      password: 'Secret',
      groupName: 'Sample Delhi Connaught',
      region: 'North',
    });
  });

  it('reads and keeps each patch at once, even before the screen has rendered the one before', async () => {
    const { user, seen } = setup();
    await user.type(screen.getByLabelText(/Group Number/), '301');
    await user.tab();
    act(() => {
      seen.form!.patch({ groupName: 'Sample Delhi Connaught' });
      expect(seen.form!.data()).toMatchObject({ groupName: 'Sample Delhi Connaught' });
      seen.form!.patch({ region: 'North' });
    });
    expect(seen.data).toEqual({
      groupNumber: '301',
      groupName: 'Sample Delhi Connaught',
      region: 'North',
    });
  });

  it('keeps a patch when a key lands before the screen has rendered it', async () => {
    const { user, seen } = setup();
    await user.type(screen.getByLabelText(/Group Number/), '301');
    const password = screen.getByLabelText(/Password/);
    await user.click(password);
    await user.keyboard('Secre');
    // The answer lands as the member types a key: the form reports that key's change from the
    // data it holds, which the patch has not reached yet.
    act(() => {
      seen.form!.patch({ groupName: 'Sample Delhi Connaught', region: 'North' });
      fireEvent.change(password, { target: { value: 'Secret' } });
    });

    expect(password).toHaveValue('Secret');
    expect(screen.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
      'Sample Delhi Connaught',
    );
    expect(seen.data).toEqual({
      groupNumber: '301',
      password: 'Secret',
      groupName: 'Sample Delhi Connaught',
      region: 'North',
    });
  });

  it('removes a field patched to undefined', async () => {
    const { user, seen } = setup();
    await user.type(screen.getByLabelText(/Group Number/), '999');
    await user.type(screen.getByRole('combobox', { name: /Group Name/ }), 'Old');
    act(() => seen.form!.patch({ groupName: undefined }));
    expect(seen.data).toEqual({ groupNumber: '999' });
  });
});
