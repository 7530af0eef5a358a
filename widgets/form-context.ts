/** What widgets may find in RJSF's `formContext`. Screens pass the sources; stories pass fakes. */
export interface GroupSuggestion {
  groupNumber: string;
  groupName: string;
  region: string;
}

export type OptionList = ReadonlyArray<string | { value: string; label: string }>;

export interface FormContext {
  /**
   * Option lists for `searchable-select`, named by the UI schema's `ui:options.source`: a list,
   * `undefined` while it loads, or a loader called when the list is first opened.
   */
  optionSources?: Record<string, OptionList | undefined | (() => Promise<OptionList>)>;
  /** Suggestions for `group-autocomplete` (the screen narrows them by the chosen region). */
  searchGroups?: (name: string) => Promise<GroupSuggestion[]>;
  /** Uploads a logo and resolves to the URL to store. */
  uploadLogo?: (file: File) => Promise<string>;
  /** Set by SchemaForm: merges values into the form's top level (a widget filling its siblings). */
  patchFormData: (patch: Record<string, unknown>) => void;
}
