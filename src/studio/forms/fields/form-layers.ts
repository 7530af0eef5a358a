/**
 * The Studio reads a form as the bundler builds it: every file that writes part of a field, weakest
 * first, so an edit goes to the strongest layer that already says the thing (a label written in a
 * shared part is changed there, for every form that uses it). The layers come from the one bundling
 * model in `src/shared/validation`, which the bundler and the form check walk too.
 */
export * from '@/shared/validation/schema-layers';
