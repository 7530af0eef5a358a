import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from '@/forms/schema-form';
import { otpForm } from '@/forms/generated/otp';

const boxes = () => screen.getAllByRole('textbox');

function setup() {
  const onChange = vi.fn();
  render(<SchemaForm form={otpForm} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('otp widget', () => {
  it('has six named boxes for one digit each, with the one-time-code and numeric hints', () => {
    setup();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
  });

  it('advances as digits are typed and ignores anything else', async () => {
    const { user, onChange } = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith({ otp: '12' });
  });

  it('reads digits typed or pasted in Hindi or Tamil as ASCII', async () => {
    const { user, onChange } = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('९௫');
    expect(onChange).toHaveBeenLastCalledWith({ otp: '95' });
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => 'OTP: ९५६५२१' } });
    expect(onChange).toHaveBeenLastCalledWith({ otp: '956521' });
  });

  it('goes back with Backspace on an empty box, clearing the digit before', async () => {
    const { user } = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect((boxes()[1] as HTMLInputElement).value).toBe('');
  });

  it('accepts a paste only when exactly six digits remain after stripping', () => {
    const { onChange } = setup();
    const paste = (text: string) =>
      fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => text } });
    paste('12345');
    paste('1234567');
    expect(onChange).not.toHaveBeenCalled();
    paste('Your code: 12-34 56');
    expect(onChange).toHaveBeenLastCalledWith({ otp: '123456' });
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('123456');
  });
});
