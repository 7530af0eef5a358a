import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from '@/forms/schema-form';
import { loginForm } from '@/forms/generated/login';
import { installEnglishTexts, installTexts } from '@/testing/texts';

// libphonenumber's code and each calling code's metadata arrive as they do in a browser, in
// chunks of their own (src/fast/phone): what depends on them is awaited, never assumed at once.
const arrival = { timeout: 5000 };

describe('phone widget', () => {
  it('defaults to India and carries the digits with the country code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SchemaForm form={loginForm} onChange={onChange} />);
    expect(await screen.findByRole('combobox', { name: /Country code/ })).toHaveTextContent('+91');
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), '98765 43210');
    expect(onChange).toHaveBeenLastCalledWith({ phone: '919876543210' });
  });

  it('switches the dial code from the searchable country list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SchemaForm form={loginForm} formData={{ phone: '919876543210' }} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: /Country code/ }));
    await user.type(await screen.findByPlaceholderText('Search...', {}, arrival), 'United Kingdom');
    await user.click(
      await screen.findByRole('option', { name: /United Kingdom \(\+44\)/ }, arrival),
    );
    expect(onChange).toHaveBeenLastCalledWith({ phone: '449876543210' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Country code/ })).toHaveTextContent('+44'),
    );
  }, 15_000);

  it('never lets the number grow past 15 digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SchemaForm form={loginForm} onChange={onChange} />);
    await user.type(
      await screen.findByRole('textbox', { name: /Phone Number/ }),
      '1234567890123456789',
    );
    expect(onChange).toHaveBeenLastCalledWith({ phone: '911234567890123' });
  });

  it('starts from the country of a stored number', async () => {
    render(<SchemaForm form={loginForm} formData={{ phone: '14155552671' }} />);
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: /Country code/ })).toHaveTextContent('+1'),
      arrival,
    );
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('4155552671');
  });

  it.each(['+91 98765 43210', '+919876543210', '09876543210', '98765-43210'])(
    'accepts %s pasted in, as the digits with the country code',
    async (text) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<SchemaForm form={loginForm} onChange={onChange} />);
      await user.click(await screen.findByRole('textbox', { name: /Phone Number/ }));
      await user.paste(text);
      expect(onChange).toHaveBeenLastCalledWith({ phone: '919876543210' });
      expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('9876543210');
      expect(screen.getByRole('combobox', { name: /Country code/ })).toHaveTextContent('+91');
    },
  );

  it("switches the country selector to a pasted number's own code", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SchemaForm form={loginForm} onChange={onChange} />);
    await user.click(await screen.findByRole('textbox', { name: /Phone Number/ }));
    await user.paste('+44 20 7946 0958');
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: /Country code/ })).toHaveTextContent('+44'),
      arrival,
    );
    expect(onChange).toHaveBeenLastCalledWith({ phone: '442079460958' });
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('2079460958');
  });

  it('keeps an international number typed with its plus as typed until it is whole', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SchemaForm form={loginForm} onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: /Phone Number/ });
    await user.type(box, '+1 415');
    expect(box).toHaveValue('+1 415');
    await user.type(box, ' 555 2671');
    expect(onChange).toHaveBeenLastCalledWith({ phone: '14155552671' });
    expect(screen.getByRole('combobox', { name: /Country code/ })).toHaveTextContent('+1');
    expect(box).toHaveValue('4155552671');
  });
});

describe('phone widget in the page language', () => {
  afterEach(() => installEnglishTexts());

  it.each([
    ['hi', 'यूनाइटेड किंगडम', 'भारत', 'खोजें...'],
    ['ta', 'யுனைடெட் கிங்டம்', 'இந்தியா', 'தேடுங்கள்...'],
  ])(
    'names the countries in %s, and still finds one by its English name or dial code',
    async (language, kingdom, india, searchText) => {
      installTexts(language as 'hi' | 'ta');
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<SchemaForm form={loginForm} onChange={onChange} />);
      const trigger = await screen.findByRole('combobox', { name: /./ });
      await user.click(trigger);
      const search = await screen.findByPlaceholderText(searchText, {}, arrival);
      expect(await screen.findByRole('option', { name: `${india} (+91)` }, arrival)).toBeVisible();
      expect(screen.queryByRole('option', { name: /^India/ })).toBeNull();
      await user.type(search, 'United Kingdom');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        `🇬🇧${kingdom} (+44)`,
      ]);
      await user.clear(search);
      await user.type(search, '+44');
      await user.click(screen.getByRole('option', { name: `${kingdom} (+44)` }));
      await waitFor(() => expect(trigger).toHaveTextContent('+44'));
    },
    15_000,
  );
});
