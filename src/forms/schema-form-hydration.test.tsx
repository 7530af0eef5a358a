/**
 * A form the server rendered (src/fast/server-render.ts) is taken over by React, and what a member
 * typed, ticked or submitted before that happened becomes the form's (src/fast/rjsf/take-over.ts).
 * The markup is rendered as the server renders it, edited as a member would before any script,
 * then hydrated.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm, type SchemaFormProps } from './schema-form';
import { signUpForm } from './generated/sign-up';

// Hydrated here without Testing Library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The form's markup as the server sends it, in the page. */
function serverRendered(props: SchemaFormProps) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SchemaForm {...props} />);
  document.body.append(container);
  return container;
}

const input = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLInputElement>(`#${id}`)!;

/** What a member's typing does to a control before any script: the DOM's own value. */
function typeBeforeScript(control: HTMLInputElement, text: string) {
  control.value = text;
}

async function hydrate(container: HTMLElement, props: SchemaFormProps) {
  await act(async () => {
    root = hydrateRoot(container, <SchemaForm {...props} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  // The changes are made just after React's commit, and a held submit a moment later.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('a server-rendered form taken over by React', () => {
  it('takes in values typed before the script, and keeps focus and caret where they were', async () => {
    const onChange = vi.fn();
    const props = { form: signUpForm, onChange };
    const container = serverRendered(props);
    typeBeforeScript(input(container, 'sign-up_firstName'), 'Asha');
    const last = input(container, 'sign-up_lastName');
    typeBeforeScript(last, 'Sharma');
    last.focus();
    last.setSelectionRange(3, 3);

    await hydrate(container, props);

    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ firstName: 'Asha', lastName: 'Sharma' }),
    );
    expect(input(container, 'sign-up_firstName').value).toBe('Asha');
    expect(document.activeElement).toBe(last);
    expect([last.selectionStart, last.selectionEnd]).toEqual([3, 3]);
    expect(container.querySelector('form')).toHaveAttribute('data-live');
  });

  it('changes nothing when nothing was typed', async () => {
    const onChange = vi.fn();
    const props = { form: signUpForm, onChange };
    const container = serverRendered(props);
    await hydrate(container, props);
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toHaveAttribute('data-live');
  });

  it('runs a submit held back before the script, once, with the data typed', async () => {
    const onSubmit = vi.fn();
    const props = { form: signUpForm, onSubmit };
    const container = serverRendered(props);
    const form = container.querySelector('form')!;
    // What the page's first script (src/fast/ssr/early-input.js) keeps of a submit it held: the
    // form's place among the page's forms, and the button pressed (none named).
    document.documentElement.dataset.earlySubmit = JSON.stringify([0, '']);
    typeBeforeScript(input(container, 'sign-up_firstName'), 'Asha');

    await hydrate(container, props);

    // Not valid yet (the rest is missing): once the form has had its moment to become sendable,
    // it asks for the rest, as after any press.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1700)));
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/need attention/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.earlySubmit).toBeUndefined();
    expect(form).toHaveAttribute('data-live');
    expect(input(container, 'sign-up_firstName')).not.toHaveAttribute('aria-invalid', 'true');
    expect(input(container, 'sign-up_lastName')).toHaveAttribute('aria-invalid', 'true');
  });
});
