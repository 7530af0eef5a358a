/** The Fields tab, as the forms workspace shows it. */
export { FieldsContainer } from './fields-container';
