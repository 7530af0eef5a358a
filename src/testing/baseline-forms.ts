import type { FormDefinition } from '@/forms/define-form';
import { baselineForms } from '@/forms/generated';

/**
 * A stand-in for `src/lib/live-forms.ts` in screen tests: the shipped forms, precompiled, as the
 * server serves them when staff have published nothing. jsdom cannot import the served modules.
 *
 *   vi.mock('@/lib/live-forms', () => import('@/testing/baseline-forms'));
 */
const FORMS: Record<string, FormDefinition> = Object.fromEntries(
  baselineForms.map((form) => [form.name, form]),
);

export const loadForm = (name: string) => Promise.resolve(FORMS[name]!);
export const useLiveForm = (name: string) => FORMS[name]!;
