import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { WizardState } from './use-wizard-state';

/** A wizard step by position: 0 Verify Phone, 1 Profile Info, 2 Business Info. */
export type Step = 0 | 1 | 2;

/** The furthest step open to the member: each needs the ones before it done. */
export function openStep({ uid, profileDone }: Pick<WizardState, 'uid' | 'profileDone'>): Step {
  if (!uid) return 0;
  return profileDone ? 2 : 1;
}

/** The step an address asks for (`?step=2` is Profile Info); anything else asks for none. */
export function askedStep(params: URLSearchParams): Step | undefined {
  const index = ['1', '2', '3'].indexOf(params.get('step') ?? '');
  return index < 0 ? undefined : (index as Step);
}

export const stepSearch = (step: Step) => `?step=${step + 1}`;

/** Kept with each step's history entry: the step it was pushed from. */
interface StepEntry {
  from?: Step;
}

/**
 * The step shown is the address's (`?step=1` to `?step=3`), so every step is an entry in the
 * browser's history: going on pushes one, and the phone's Back returns to the step before with
 * everything kept. An address with no step, or a step whose earlier ones are not done (opened
 * directly, or reloaded in another session), shows the first step missing and is replaced by it.
 */
export function useWizardStep(state: WizardState) {
  const [params] = useSearchParams();
  const entry = useLocation().state as StepEntry | null;
  const navigate = useNavigate();
  const asked = askedStep(params);
  const open = openStep(state);
  const step = asked === undefined || asked > open ? open : asked;
  /** The search the address must be replaced with, if it is not right: the thank-you has none. */
  const fix = state.complete
    ? params.has('step')
      ? ''
      : undefined
    : asked === step
      ? undefined
      : stepSearch(step);
  // Set right once rendered, as React Router's <Navigate> does, but with no element: a page the
  // server renders has no address to change, and React Router warns of a <Navigate> rendered there.
  useEffect(() => {
    if (fix !== undefined) void navigate({ search: fix }, { replace: true });
  }, [fix, navigate]);

  const go = (to: Step) =>
    navigate({ search: stepSearch(to) }, { state: { from: step } satisfies StepEntry });
  /**
   * The in-page Back: the browser's own when the entry before is the step before (the usual way
   * here), else a push of that step (this step was opened by its address).
   */
  const back = () => {
    const previous = Math.max(step - 1, 0) as Step;
    if (entry?.from === previous) void navigate(-1);
    else void go(previous);
  };
  return { step, open, go, back };
}
