/**
 * What a member did in a form the server rendered before its script arrived, handed to React once
 * the form has hydrated: each value typed or pasted and each box ticked becomes the field's change,
 * through the field's own `onChange`; focus and caret stay where they were; a submit pressed early
 * (held back by the page's first script, src/fast/ssr/early-input.js) runs now, once.
 *
 * React hydrates a control without touching what is in it, but its state still holds the server's
 * value, and its change tracking took the typed value as the one it knows. So each change is made
 * the way a testing library makes one: the control is set back to React's value through React's
 * setter, the typed one is put back through the DOM's own, and an `input` (or a click, for a box)
 * tells React. A control's React value is its `defaultValue` (`defaultChecked`): React sets it
 * to the value it renders.
 */
export function takeOverEarlyInput(form: HTMLFormElement): void {
  // Typed into after React began to hydrate: the submit looks as React rendered it again.
  restoreServerMarkup();
  const keptFocus = taken<string | undefined>('earlyFocus', undefined);
  // Where the member was, also in a form React rendered afresh meanwhile (its caret then at the end).
  const focused =
    document.activeElement && document.activeElement !== document.body
      ? document.activeElement
      : keptFocus
        ? form.querySelector(`#${CSS.escape(keptFocus)}`)
        : null;
  const caret =
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) &&
    focused === document.activeElement
      ? selection(focused)
      : undefined;
  // What the page's first script kept, for a control React rendered afresh meanwhile.
  const kept = taken<Record<string, string | boolean>>('earlyInput', {});
  const changes: Array<() => void> = [];
  for (const control of Array.from(form.elements)) {
    const early = control.id ? kept[control.id] : undefined;
    if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio')
    ) {
      const ticked =
        control.checked === control.defaultChecked && typeof early === 'boolean'
          ? early
          : control.checked;
      if (ticked !== control.defaultChecked) changes.push(() => tick(control, ticked));
    } else if (control instanceof HTMLInputElement && control.type === 'file') {
      // A file chosen before the script (a logo) is still the control's: React is told now.
      if (control.files?.length)
        changes.push(() => control.dispatchEvent(new Event('change', { bubbles: true })));
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      // Read now: a render of the page before the changes are made sets the control back.
      const typed =
        control.value === control.defaultValue && typeof early === 'string' ? early : control.value;
      if (typed !== control.defaultValue)
        changes.push(() => retype(control, typed, control !== focused));
    } else if (control instanceof HTMLSelectElement) {
      const chosen = control.value;
      if (Array.from(control.options).some((o) => o.selected !== o.defaultSelected))
        changes.push(() => {
          control.value = chosen;
          control.dispatchEvent(new Event('change', { bubbles: true }));
        });
    }
  }
  const held = document.documentElement.dataset.earlySubmit;
  const early = heldSubmit(form);
  const click = taken<string | undefined>('earlyClick', undefined);
  const pressed = click ? form.querySelector<HTMLElement>(`#${CSS.escape(click)}`) : null;
  form.dataset.live = '';
  if (changes.length === 0 && early === undefined && !pressed) return;
  // Out of React's commit: a change made inside it would be undone before React applied it.
  queueMicrotask(() => {
    // React threw this form away in the same pass (it renders a screen afresh when an update
    // reaches it mid-hydration): what was kept goes back for the form that replaces it.
    if (!form.isConnected) return keepAgain({ input: kept, focus: keptFocus, click, submit: held });
    changes.forEach((change) => change());
    // A member who has moved on to another field meanwhile (React took the form over as they
    // left one, when no control has the focus) stays there: only focus that went nowhere is put
    // back where it was.
    const now = document.activeElement;
    const movedOn = now !== null && now !== document.body && now !== focused;
    if (!movedOn && focused instanceof HTMLElement && now !== focused) focused.focus();
    if (
      !movedOn &&
      caret &&
      (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)
    )
      restore(focused, caret);
    // A list opened before the script (a country, an entity type) opens now.
    pressed?.click();
    if (early === undefined) return;
    const submitter = early && document.getElementById(early);
    const button =
      submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined;
    // Once the form says it can be sent, or has had a moment to: the submit then reads the data
    // the changes made (a phone still being read is waited for by the form), and a form still
    // wanting something says what, as after any press.
    void sendable(button ?? form.querySelector('button[type="submit"]')).then(() => {
      if (form.isConnected) form.requestSubmit(button);
      else keepAgain({ submit: held });
    });
  });
}

/** Puts back under `<html data-…>` what a form taken over and then thrown away had taken. */
function keepAgain({
  input = {},
  focus,
  click,
  submit,
}: {
  input?: Record<string, string | boolean>;
  focus?: string;
  click?: string;
  submit?: string;
}) {
  const kept = document.documentElement.dataset;
  if (Object.keys(input).length > 0) kept.earlyInput = JSON.stringify(input);
  if (focus !== undefined) kept.earlyFocus = focus;
  if (click !== undefined) kept.earlyClick = click;
  if (submit !== undefined) kept.earlySubmit = submit;
}

/** How long a held submit waits for the form to say it can be sent. */
const SETTLE_MS = 1500;

/** Resolves once a submit button no longer says it is unavailable, or after SETTLE_MS. */
function sendable(button: Element | null): Promise<void> {
  const unavailable = () => button?.getAttribute('aria-disabled') === 'true';
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      // After React's commit that changed it, in a task of its own.
      setTimeout(resolve);
    };
    const observer = new MutationObserver(() => !unavailable() && done());
    const timer = setTimeout(done, unavailable() ? SETTLE_MS : 0);
    if (button) observer.observe(button, { attributes: true, attributeFilter: ['aria-disabled'] });
  });
}

/**
 * The markup as the server rendered it, for React to hydrate: the page's first script made a
 * submit look available once something was typed, which React would read as a mismatch.
 */
export function restoreServerMarkup(): void {
  for (const button of Array.from(document.querySelectorAll('[data-early-enabled]'))) {
    button.setAttribute('aria-disabled', 'true');
    button.removeAttribute('data-early-enabled');
  }
}

/** What the page's first script kept under `<html data-…>`, taken once. */
function taken<T>(name: 'earlyInput' | 'earlyClick' | 'earlyFocus', none: T): T {
  const value = document.documentElement.dataset[name];
  delete document.documentElement.dataset[name];
  if (value === undefined) return none;
  return (name === 'earlyInput' ? JSON.parse(value) : value) as T;
}

/** The id of the button (or '') of a submit held back for this form, taken once. */
function heldSubmit(form: HTMLFormElement): string | undefined {
  const held = document.documentElement.dataset.earlySubmit;
  if (held === undefined) return undefined;
  const [index, submitter] = JSON.parse(held) as [number, string];
  if (document.forms[index] !== form) return undefined;
  delete document.documentElement.dataset.earlySubmit;
  return submitter;
}

const valueSetter = (control: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')!.set!;

/** The field as the member left it: typed into, and left unless the focus is still in it. */
function retype(control: HTMLInputElement | HTMLTextAreaElement, typed: string, left: boolean) {
  control.value = control.defaultValue;
  valueSetter(control).call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  // What leaving a field does (a group looked up by its number) happens as if the member had.
  if (left) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

function tick(box: HTMLInputElement, wanted: boolean) {
  box.checked = box.defaultChecked;
  if (box.checked !== wanted) box.click();
}

type Caret = [number | null, number | null, 'forward' | 'backward' | 'none' | null];

function selection(control: HTMLInputElement | HTMLTextAreaElement): Caret | undefined {
  try {
    return [control.selectionStart, control.selectionEnd, control.selectionDirection];
  } catch {
    return undefined; // a type with no selection (email, number)
  }
}

function restore(control: HTMLInputElement | HTMLTextAreaElement, [start, end, direction]: Caret) {
  if (start === null || end === null) return;
  try {
    control.setSelectionRange(start, end, direction ?? undefined);
  } catch {
    // a type with no selection
  }
}
