import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A promise the test settles: the popup's chunk arrives when a test says so. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const options = ['North', 'South', 'West'].map((name) => ({ value: name, label: name }));

/**
 * A fresh OptionList module (its popup not loaded yet, and held back until `arrive`) on a page with
 * another button.
 */
async function setup(arrived = false) {
  vi.resetModules();
  // The fresh modules read a fresh catalogue module: English is installed in it again.
  (await import('@/testing/texts')).installEnglishTexts();
  const chunk = gate();
  if (arrived) chunk.open();
  vi.doMock('./option-popup', async (importOriginal) => {
    await chunk.promise;
    return importOriginal();
  });
  const { OptionList } = await import('./option-list');
  const onSelect = vi.fn();
  render(
    <>
      <OptionList
        id="region"
        ariaLabel="Region"
        options={options}
        value={undefined}
        onSelect={onSelect}
        trigger="Select region"
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole('combobox', { name: 'Region' });
  /**
   * Lets the popup's chunk come; the popup's search box, once it shows (its shadcn command list is
   * compiled on first use in a test, as RJSF's files are, which can take a few seconds).
   */
  const arrive = () => {
    chunk.open();
    return screen.findByPlaceholderText('Search...', {}, { timeout: 5000 });
  };
  return { user: userEvent.setup(), trigger, onSelect, arrive };
}

describe('OptionList', () => {
  it('is a plain combobox button until it is used', async () => {
    const { trigger } = await setup();
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-controls', 'region-listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on the first click while its popup is still loading, and shows the list when it comes', async () => {
    const { user, trigger, arrive } = await setup();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(await arrive()).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      options.map((o) => o.label),
    );
  });

  it('keeps letters typed before the popup came for its search box', async () => {
    const { user, trigger, arrive } = await setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}so');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await arrive()).toHaveValue('so');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['South']);
  });

  it('takes Enter before the popup came as a choice of the first match', async () => {
    const { user, trigger, onSelect } = await setup();
    trigger.focus();
    await user.keyboard('{Enter}we{Backspace}es{Enter}');
    expect(onSelect).toHaveBeenCalledWith('West');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape, or when the member leaves, before the popup came; it then stays shut', async () => {
    const { user, trigger, arrive } = await setup();
    trigger.focus();
    await user.keyboard('{Enter}{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    void arrive();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('gives the focus back after a choice or Escape, not after a click elsewhere', async () => {
    const { user, trigger, onSelect } = await setup(true);
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'South' }));
    expect(onSelect).toHaveBeenCalledWith('South');
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await screen.findByRole('listbox');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(elsewhere).toHaveFocus();
  });

  it('closes when its own button is clicked while open', async () => {
    const { user, trigger } = await setup(true);
    await user.click(trigger);
    await screen.findByRole('listbox');
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
