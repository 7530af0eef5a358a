import { use, useEffect } from 'react';
import type { FormDefinition } from '@/forms/define-form';
import type { Answer } from '@/shared/api/answers';
import { currentTexts } from '@/i18n/texts';
import { useLanguage } from '@/i18n/texts-provider';
import { api } from './services';

type Descriptor = Answer<'/api/forms/{name}', 'get'>;

const loading = new Map<string, Promise<FormDefinition>>();
const failed = new Set<string>();

/**
 * The live version of a form in a language (the page's unless named), asked of the server: what
 * staff published last, else the shipped baseline. One request per load of a screen; the validator
 * module's URL is immutable, so the browser fetches a module once.
 */
export function loadForm(
  name: string,
  language: string = currentTexts().language,
): Promise<FormDefinition> {
  const key = `${language}:${name}`;
  let form = loading.get(key);
  if (!form) {
    // The form engine arrives with the screen's chunk; routes ask for the form before that, so
    // it is imported here rather than carried in the entry chunk every page downloads first.
    const engine = import('@/forms/form-module');
    form = api
      .get(`forms/${name}`, { searchParams: { lang: language } })
      .json<Descriptor>()
      .then(async (descriptor) => (await engine).formFromDescriptor(descriptor));
    // A failure stays until the screen's error boundary has shown it (`forgetFailedForms`): were
    // it forgotten here, the suspended screen would ask again at once, and again, forever.
    form.catch(() => failed.add(key));
    loading.set(key, form);
  }
  return form;
}

/**
 * A form the page already holds (the server rendered the page with it): the screen takes this
 * one instead of asking the server, so it renders what the server rendered.
 */
export function primeForm(descriptor: Descriptor, language: string): void {
  const form = import('@/forms/form-module').then((engine) =>
    engine.formFromDescriptor(descriptor),
  );
  form.catch(() => failed.add(`${language}:${descriptor.name}`));
  loading.set(`${language}:${descriptor.name}`, form);
}

/** After a failure is on screen: the next visit to a form that failed asks the server again. */
export function forgetFailedForms() {
  for (const name of failed) loading.delete(name);
  failed.clear();
}

/**
 * A screen's form in the page's language; the screen suspends until it has arrived (a switch of
 * language is a transition: the form in the old language stays until the new one is here). When
 * the screen goes, the form is forgotten, so the next visit gets whatever is live then.
 */
export function useLiveForm(name: string): FormDefinition {
  const { language } = useLanguage();
  const form = use(loadForm(name, language));
  useEffect(() => () => void loading.delete(`${language}:${name}`), [name, language]);
  return form;
}
