import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from './schema-form';
import { preloadForm } from './theme';
import { loginForm } from './generated/login';
import { signUpForm } from './generated/sign-up';
import { profileForm } from './generated/profile';
import { businessForm } from './generated/business';
import { otpForm } from './generated/otp';
import {
  createAddress,
  createBusiness,
  createPerson,
  createSignUp,
} from '../../tests/fixtures/forms';

// The list field comes in a chunk of its own, fetched with the form as a page does.
beforeAll(() => preloadForm(businessForm.schema, businessForm.uiSchema));

describe('SchemaForm', () => {
  it('disables submit on first render and shows no error before a field is touched', () => {
    render(<SchemaForm form={signUpForm} />);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
  });

  it("shows a field's error once it is blurred, then follows its changes", async () => {
    const user = userEvent.setup();
    render(<SchemaForm form={signUpForm} />);
    const firstName = screen.getByLabelText(/First Name/);
    await user.click(firstName);
    await user.tab();
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Last name is required.')).not.toBeInTheDocument();
    await user.type(firstName, 'Asha');
    await waitFor(() =>
      expect(screen.queryByText('First name is required.')).not.toBeInTheDocument(),
    );
  });

  it('marks required fields with an asterisk', () => {
    render(<SchemaForm form={profileForm} />);
    expect(screen.getByText('First Name', { exact: false }).textContent).toBe('First Name*');
    expect(screen.getByText('Middle Name', { exact: false }).textContent).toBe('Middle Name');
  });

  it('makes UI-schema read-only fields read-only', () => {
    render(<SchemaForm form={profileForm} formData={createPerson()} />);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/First Name/)).not.toHaveAttribute('readonly');
  });

  it('enables submit once valid and submits the data', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SchemaForm form={loginForm} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Send OTP' });
    const phone = screen.getByRole('textbox', { name: /Phone Number/ });
    await user.type(phone, '98765');
    await user.tab();
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.type(phone, '43210');
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ phone: '919876543210' });
  });

  it('shows an outside error under its field and blocks submit until that field changes', async () => {
    const user = userEvent.setup();
    render(
      <SchemaForm
        form={signUpForm}
        formData={undefined}
        externalErrors={{ '/groupNumber': 'Group not found.' }}
      />,
    );
    expect(screen.getByText('Group not found.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Group Number/), '7');
    await waitFor(() => expect(screen.queryByText('Group not found.')).not.toBeInTheDocument());
  });

  it('keeps submit disabled by an outside error even when the schema is satisfied', () => {
    render(
      <SchemaForm
        form={loginForm}
        formData={{ phone: '919876543210' }}
        externalErrors={{ '/phone': 'Number blocked.' }}
      />,
    );
    expect(screen.getByText('Number blocked.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('SchemaForm with the business form', () => {
  const context = {
    optionSources: {
      countries: ['India'],
      entityTypes: ['Partnership'],
      categories: ['Retail', { value: 'other', label: 'Other' }],
      subCategories: [],
    },
  };

  it('offers Remove only while more than one address exists', async () => {
    const user = userEvent.setup();
    render(<SchemaForm form={businessForm} formData={undefined} formContext={context} />);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another address' }));
    expect(screen.getAllByRole('button', { name: /Remove/ })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: /Remove/ })[1]!);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('asks for the custom category only when the category is other', () => {
    const { rerender } = render(
      <SchemaForm form={businessForm} formData={createBusiness()} formContext={context} />,
    );
    expect(screen.queryByLabelText(/Other Business Category/)).not.toBeInTheDocument();
    rerender(
      <SchemaForm
        form={businessForm}
        formData={createBusiness({ businessCategory: 'other' })}
        formContext={context}
      />,
    );
    expect(screen.getByLabelText(/Other Business Category/)).toBeInTheDocument();
  });

  it('shows "Update Business" in edit mode and enables it for valid data', () => {
    render(
      <SchemaForm
        form={businessForm}
        formData={createBusiness()}
        formContext={context}
        mode="edit"
      />,
    );
    const update = screen.getByRole('button', { name: 'Update Business' });
    expect(update).toBeEnabled();
    expect(update).not.toHaveAttribute('aria-disabled');
  });

  it("shows a stored record's problems at once in edit mode, and nothing in create mode", () => {
    const stored = createBusiness({
      businessLogo: undefined,
      businessTagline: undefined,
      businessAddress: [createAddress({ businessLandline: undefined })],
    });
    const { unmount } = render(
      <SchemaForm form={businessForm} formData={stored} formContext={context} mode="edit" />,
    );
    expect(screen.getByText('Business logo is required.')).toBeInTheDocument();
    expect(screen.getByText('Business tagline is required.')).toBeInTheDocument();
    expect(screen.getByText('Business landline is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Business' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    unmount();
    render(<SchemaForm form={businessForm} formData={stored} formContext={context} />);
    expect(screen.queryByText('Business logo is required.')).not.toBeInTheDocument();
  });

  it('takes a press of the invalid submit to the first problem and counts the problems', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const stored = createBusiness({
      businessAddress: [createAddress({ businessLandline: undefined, city: undefined })],
    });
    render(
      <SchemaForm
        form={businessForm}
        formData={stored}
        formContext={context}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByText('City is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Business' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('City is required.')).toBeInTheDocument();
    expect(screen.getByText('Business landline is required.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention.');
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveFocus();
  });
});

describe('SchemaForm: a Google Maps link typed without https://', () => {
  it('gets https:// on blur and passes the Maps rule', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SchemaForm
        form={businessForm}
        defaultFormData={createBusiness({
          businessAddress: [createAddress({ businessGoogleLocationUrl: undefined })],
        })}
        onChange={onChange}
        formContext={{ optionSources: { categories: ['Retail'], subCategories: [] } }}
      />,
    );
    const url = screen.getByRole('textbox', { name: /Google Location URL/ });
    await user.type(url, 'maps.app.goo.gl/AbC123xyz');
    await user.tab();
    expect(url).toHaveValue('https://maps.app.goo.gl/AbC123xyz');
    expect(screen.queryByText(/Must be a valid/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Business' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});

describe('SchemaForm: digits typed in a Hindi or Tamil keypad', () => {
  it('read as ASCII in a field whose pattern asks for digits (PIN code, group number), as typed or pasted', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SchemaForm
        form={businessForm}
        defaultFormData={createBusiness({ businessAddress: [createAddress({ pin: undefined })] })}
        onChange={onChange}
        formContext={{ optionSources: { categories: ['Retail'], subCategories: [] } }}
      />,
    );
    const pin = screen.getByRole('textbox', { name: /PIN Code/ });
    await user.type(pin, '११०००१');
    expect(pin).toHaveValue('110001');
    expect(onChange.mock.lastCall?.[0].businessAddress[0].pin).toBe('110001');
    await user.clear(pin);
    await user.click(pin);
    await user.paste('௬௦௦௦௦௧');
    expect(pin).toHaveValue('600001');
  });

  it('stay as typed in a field that does not ask for digits', async () => {
    const user = userEvent.setup();
    render(<SchemaForm form={signUpForm} />);
    const firstName = screen.getByLabelText(/First Name/);
    await user.type(firstName, 'आशा१');
    expect(firstName).toHaveValue('आशा१');
    const group = screen.getByLabelText(/Group Number/);
    await user.type(group, '१०१');
    expect(group).toHaveValue('101');
  });
});

describe('SchemaForm: a press of the submit while the form is invalid', () => {
  it('explains itself on Enter too, with the singular count, focusing the first problem', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <SchemaForm
        form={signUpForm}
        defaultFormData={createSignUp({ region: undefined })}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByLabelText(/First Name/));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Please select the Region.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 field needs attention.');
    expect(screen.getByRole('combobox', { name: /Region/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAccessibleDescription(
      '1 field needs attention.',
    );
  });

  it('neither submits nor marks fields while the server refuses a send (submitDisabled)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SchemaForm form={loginForm} onSubmit={onSubmit} submitDisabled />);
    const send = screen.getByRole('button', { name: 'Send OTP' });
    expect(send).toBeDisabled();
    await user.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Phone number is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('marks a select touched when it is tabbed past without opening it', async () => {
    const user = userEvent.setup();
    render(
      <SchemaForm
        form={signUpForm}
        defaultFormData={createSignUp({ region: undefined })}
        formContext={{ optionSources: { regions: ['West'] }, searchGroups: async () => [] }}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: /Group Name/ }));
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Region/ })).toHaveFocus();
    await user.tab();
    expect(await screen.findByText('Please select the Region.')).toBeInTheDocument();
  });

  it('leaves a field untouched while focus moves between its own controls (the OTP boxes)', async () => {
    const user = userEvent.setup();
    render(<SchemaForm form={otpForm} />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('4821');
    expect(screen.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid');
  });
});
