/** The Problems, Publish and History tabs. */
export { HistoryContainer } from './history-container';
export { ImpactContainer } from './impact-container';
export { ProblemsPanel } from './problems-panel';
