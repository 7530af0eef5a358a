import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverEarlyInput } from './take-over';

const kept = document.documentElement.dataset;

/** A server-rendered form a member typed into and sent before the script, as the page kept it. */
function typedAndSent() {
  document.body.innerHTML =
    '<form><input id="phone" value=""><button type="submit">Send</button></form>';
  const form = document.querySelector('form')!;
  form.requestSubmit = vi.fn();
  form.querySelector('input')!.value = '98172 54989';
  kept.earlyInput = JSON.stringify({ phone: '98172 54989' });
  kept.earlySubmit = JSON.stringify([0, '']);
  return form;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  for (const name of ['earlyInput', 'earlySubmit', 'earlyFocus', 'earlyClick']) delete kept[name];
  document.body.innerHTML = '';
});

describe('taking over what was done before the script', () => {
  it('takes what was kept, once, for the form that stays', async () => {
    const form = typedAndSent();
    takeOverEarlyInput(form);
    await settled();
    expect(form).toHaveAttribute('data-live');
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
    expect(kept.earlyInput).toBeUndefined();
    expect(kept.earlySubmit).toBeUndefined();
  });

  it('puts it back for the next form when React throws the form away in the same pass', async () => {
    const form = typedAndSent();
    takeOverEarlyInput(form);
    form.remove();
    await settled();
    expect(JSON.parse(kept.earlyInput!)).toEqual({ phone: '98172 54989' });
    expect(JSON.parse(kept.earlySubmit!)).toEqual([0, '']);
    expect(form.requestSubmit).not.toHaveBeenCalled();
  });

  it('leaves the focus where a member moved it while the form was taken over', async () => {
    // React took the form over as First Name was left (mid-blur, no control focused), and the
    // member's next field got the focus before the changes were made.
    document.body.innerHTML = '<form><input id="first" value=""><input id="last" value=""></form>';
    const form = document.querySelector('form')!;
    const first = form.querySelector<HTMLInputElement>('#first')!;
    const last = form.querySelector<HTMLInputElement>('#last')!;
    first.value = 'Asha';
    kept.earlyInput = JSON.stringify({ first: 'Asha' });
    kept.earlyFocus = 'first';
    takeOverEarlyInput(form);
    last.focus();
    await settled();
    expect(document.activeElement).toBe(last);
    expect(first.value).toBe('Asha');
  });
});
