import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AppToaster, TOAST_LIMIT } from './toaster';

describe('toasts', () => {
  it('shows at most 3 at once, dismissing the older ones', async () => {
    render(<AppToaster />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast(`Message ${n}`);
    });
    // A dismissed toast leaves after react-hot-toast's removal delay (1 s).
    await waitFor(() => expect(screen.queryByText('Message 1')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    for (const n of [3, 4, 5]) expect(screen.getByText(`Message ${n}`)).toBeInTheDocument();
    expect(TOAST_LIMIT).toBe(3);
    act(() => toast.remove());
  });

  it('moves focus to the toasts on Alt+T', async () => {
    const user = userEvent.setup();
    render(<AppToaster />);
    act(() => {
      toast.success('Saved');
    });
    await screen.findByText('Saved');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(document.activeElement?.closest('[data-toasts]')).not.toBeNull();
    act(() => toast.remove());
  });

  it('hides a toast on its way out from screen readers and from Alt+T', async () => {
    const user = userEvent.setup();
    render(<AppToaster />);
    let leaving = '';
    act(() => {
      toast('Staying');
      // The newest: the first in the page.
      leaving = toast('Leaving');
    });
    act(() => toast.dismiss(leaving));
    // Still in the page for react-hot-toast's removal delay, fading.
    const gone = screen.getByText('Leaving').closest('[data-toast]');
    await waitFor(() => expect(gone).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.getByText('Staying').closest('[data-toast]')).not.toHaveAttribute('aria-hidden');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(document.activeElement).toBe(screen.getByText('Staying').closest('[data-toast]'));
    act(() => toast.remove());
  });
});
