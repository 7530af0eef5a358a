/**
 * RJSF as our forms use it, with the speed work kept out of sight (decisions 021, 022, 035, 036):
 *
 * - `LeafChangeForm` is RJSF's `Form` that applies a keystroke in one field without re-deriving
 *   the whole form, and reports the data it makes as the change is made (`onLeafChange`).
 * - `preloadFields` fetches the list and choice fields a schema will render: RJSF's registry here
 *   holds only the fields, widgets and templates our forms can reach, some of them deferred.
 * - `shadcnTemplates` are shadcn's templates without the rest of its theme.
 * - `deferred` makes a component of a chunk fetched when asked (`preload`), with `hasList` and
 *   `asksForWidget` to tell from a form whether it will render it.
 */
export { LeafChangeForm, type LeafChangeFormProps } from './rjsf/leaf-change-form';
export { asksForWidget, hasList, preloadFields } from './rjsf/registry/fields';
export { deferred } from './rjsf/registry/deferred';
export { shadcnTemplates } from './rjsf/shadcn-templates';
