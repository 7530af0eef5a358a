/** What widgets may find in RJSF's `formContext`. Screens pass the sources; stories pass fakes. */
import type { Group } from '@/shared/api/answers';

/** A group as the API names it (its region as stored: picking the group fills it in). */
export type GroupSuggestion = Group & {
  /** The region in the page's language, when the screen knows it. */
  regionLabel?: string;
};

/** Options as stored values, or as values with the label members read (and words that find them). */
export type OptionList = ReadonlyArray<
  string | { value: string; label: string; keywords?: readonly string[] }
>;

export interface FormContext {
  /**
   * Option lists for `searchable-select`, named by the UI schema's `ui:options.source`: a list,
   * `undefined` while it loads, or a loader called when the list is first opened.
   */
  optionSources?: Record<string, OptionList | undefined | (() => Promise<OptionList>)>;
  /**
   * Labels of stored values, by source, for a source whose list is loaded only when opened: the
   * chosen country reads in the page's language before its list has come.
   */
  optionLabels?: Record<string, Readonly<Record<string, string>>>;
  /** Suggestions for `group-autocomplete` (the screen narrows them by the chosen region). */
  searchGroups?: (name: string) => Promise<GroupSuggestion[]>;
  /** Uploads a logo and resolves to the URL to store. */
  uploadLogo?: (file: File) => Promise<string>;
  /** Set by SchemaForm: merges values into the form's top level (a widget filling its siblings). */
  patchFormData: (patch: Record<string, unknown>) => void;
}
