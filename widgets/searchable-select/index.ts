export { SearchableSelectWidget } from './searchable-select-widget';
export { OptionList, type Option } from './option-list';
