export { GroupAutocompleteWidget } from './group-autocomplete-widget';
