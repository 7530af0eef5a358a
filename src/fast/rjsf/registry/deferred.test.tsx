import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { deferred } from './deferred';

function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return <input aria-label={label} value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('deferred', () => {
  it('renders at once once preloaded', async () => {
    const Deferred = deferred<{ label: string }>(async () => Field);
    await Deferred.preload();
    render(<Deferred label="City" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });

  it('keeps an instance rendered before its code arrived: typing goes on in the same box', async () => {
    let arrive!: (field: typeof Field) => void;
    const Deferred = deferred<{ label: string }>(
      () => new Promise<typeof Field>((resolve) => (arrive = resolve)),
    );
    const user = userEvent.setup();
    const { rerender } = render(<Deferred label="City" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    Deferred.preload();
    await act(async () => arrive(Field));
    const box = await screen.findByRole('textbox', { name: 'City' });
    await user.type(box, 'Pu');
    rerender(<Deferred label="City" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toBe(box);
    expect(box).toHaveValue('Pu');
    expect(box).toHaveFocus();
  });
});
