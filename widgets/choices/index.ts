export { ChoiceRadiosWidget } from './choice-radios';
export { ChoiceCheckboxesWidget } from './choice-checkboxes';
export { ChoiceSelectWidget } from './choice-select';
