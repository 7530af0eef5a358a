// The page's first script, inline (its hash is in the page's policy), run before the form paints:
// until the app has taken over a form the server rendered (src/fast/rjsf/take-over.ts marks it
// `data-live`), a submit is held back, never sent as a page post, and runs once the app is in. If
// the app cannot run (a module failed, or a browser without modules), the page says so and its
// buttons go, so none is left that does nothing.
(() => {
  const html = document.documentElement;
  const show = (id) => {
    const line = document.getElementById(id);
    if (line) line.hidden = false;
  };
  const taken = () => document.querySelector('form[data-live]') !== null;
  const fail = () => {
    if (taken()) return;
    html.setAttribute('data-script-failed', '');
    document.getElementById('page-loading')?.setAttribute('hidden', '');
    show('page-needs-script');
  };
  // What is typed, ticked and pressed before the app takes over, by the control's id, kept
  // outside the markup React takes over: the app replays it even where React renders afresh.
  const keep = (name, value) => {
    const kept = JSON.parse(html.dataset[name] ?? '{}');
    Object.assign(kept, value);
    html.dataset[name] = JSON.stringify(kept);
  };
  const early = (event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null;
    return form && !form.hasAttribute('data-live') ? form : null;
  };
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof Element && event.target.id && early(event))
        html.dataset.earlyFocus = event.target.id;
    },
    true,
  );
  // A field left for nowhere (a tap beside the form) is not given the focus back at the take-over.
  // A field React throws away meanwhile is also left, but no longer in the page: its focus is kept
  // for the field that replaces it.
  document.addEventListener(
    'focusout',
    (event) => {
      const left = event.target;
      if (event.relatedTarget !== null || !(left instanceof Element) || !early(event)) return;
      queueMicrotask(() => {
        if (left.isConnected && html.dataset.earlyFocus === left.id) delete html.dataset.earlyFocus;
      });
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.type === 'button' && button.id && early(event))
        html.dataset.earlyClick = button.id;
    },
    true,
  );
  // A form with something in it may be sent: its submit stops looking unavailable (the app works
  // out again whether it is, once it has taken over).
  document.addEventListener(
    'input',
    (event) => {
      const form = early(event);
      if (!form) return;
      const control = event.target;
      if (control.id)
        keep('earlyInput', {
          [control.id]:
            control.type === 'checkbox' || control.type === 'radio'
              ? control.checked
              : control.value,
        });
      for (const button of form.querySelectorAll('button[type="submit"][aria-disabled="true"]')) {
        button.removeAttribute('aria-disabled');
        button.setAttribute('data-early-enabled', '');
      }
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-live')) return;
      event.preventDefault();
      // Kept outside the markup React takes over: the form's place, and the button pressed.
      if (html.dataset.earlySubmit === undefined)
        html.dataset.earlySubmit = JSON.stringify([
          Array.prototype.indexOf.call(document.forms, form),
          event.submitter?.id ?? '',
        ]);
      if (!html.hasAttribute('data-script-failed')) show('page-loading');
    },
    true,
  );
  document.addEventListener(
    'error',
    (event) => {
      const failed = event.target;
      if (
        failed instanceof HTMLScriptElement ||
        (failed instanceof HTMLLinkElement && failed.rel === 'modulepreload')
      )
        fail();
    },
    true,
  );
  if (!('noModule' in HTMLScriptElement.prototype)) fail();
  // The app's scripts, which the server put aside in the page (src/fast/server-render.ts), asked
  // for once the form has had its first frame: a slow phone paints the form before it spends its
  // network on them. A page in the background has no frames: they are asked for soon regardless.
  // Four at a time, each four in a task of its own: asking for all twenty at once was one task of
  // 43 ms here, some 170 ms on a phone four times slower, during which it answers no tap.
  const load = () => {
    const scripts = document.getElementById('page-scripts');
    if (!(scripts instanceof HTMLTemplateElement)) return;
    scripts.remove();
    const rest = [...scripts.content.children];
    const next = () => {
      for (const put of rest.splice(0, 4)) {
        const script = document.createElement(put.localName);
        for (const { name, value } of put.attributes) script.setAttribute(name, value);
        document.head.append(script);
      }
      if (rest.length > 0) setTimeout(next);
    };
    next();
  };
  const afterFirstFrame = () => {
    requestAnimationFrame(() => setTimeout(load));
    setTimeout(load, 200);
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterFirstFrame);
  else afterFirstFrame();
})();
