import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { BUILT_IN_WIDGETS, CUSTOM_WIDGETS } from '@/shared/widget-names';

/** JSON Schema keywords our forms use, with our own rules and ajv-errors' messages. */
export const SCHEMA_KEYWORDS = [
  '$ref',
  '$schema',
  'title',
  'description',
  'type',
  'properties',
  'required',
  'items',
  'default',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'allOf',
  'if',
  'then',
  'else',
  'additionalProperties',
  'errorMessage',
  'phone',
  'googleMapsUrl',
];

/** The UI schema options RJSF and our widgets read. */
export const UI_KEYWORDS = [
  '$ref',
  'ui:widget',
  'ui:placeholder',
  'ui:help',
  'ui:title',
  'ui:description',
  'ui:order',
  'ui:options',
  'ui:autocomplete',
  'ui:autofocus',
  'ui:readonly',
  'ui:disabled',
  'ui:hideError',
  'ui:submitButtonOptions',
  'ui:enumNames',
  'ui:emptyValue',
  'source',
  'rows',
  'inputType',
  'inputMode',
  'defaultCountry',
  'submitText',
  'editSubmitText',
  'norender',
  'orderable',
  'removeText',
  'itemTitle',
  'label',
];

export const WIDGET_NAMES: readonly string[] = [...CUSTOM_WIDGETS, ...BUILT_IN_WIDGETS];

/**
 * Completion for a form file: keywords where a property name is being typed (UI options in a UI
 * file), and registered widget names in the value of `ui:widget`.
 */
export function jsonCompletions(ui: boolean) {
  return (context: CompletionContext): CompletionResult | null => {
    const before = context.state.sliceDoc(Math.max(0, context.pos - 200), context.pos);
    const widget = /"ui:widget"\s*:\s*"([\w-]*)$/.exec(before);
    if (widget) {
      return {
        from: context.pos - widget[1]!.length,
        options: WIDGET_NAMES.map((label) => ({ label, type: 'enum' })),
        validFor: /^[\w-]*$/,
      };
    }
    // A property name: an opening quote just after "{" or ",".
    const key = /[{,]\s*"([\w:$-]*)$/.exec(before);
    if (key) {
      const words = ui ? UI_KEYWORDS : SCHEMA_KEYWORDS;
      return {
        from: context.pos - key[1]!.length,
        options: words.map((label) => ({ label, type: 'keyword' })),
        validFor: /^[\w:$-]*$/,
      };
    }
    return null;
  };
}
