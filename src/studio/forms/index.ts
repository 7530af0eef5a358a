/** The Forms area: the list of forms, parts and languages, and the selection's tabs. */
export { StudioWorkspace } from './studio-workspace';
