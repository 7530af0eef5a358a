/**
 * A page the server rendered with its form (src/fast/server-render.ts), taken over by React: the
 * markup set back to what the server sent before React hydrates it. What was typed in it is taken
 * in by the form itself once hydrated (`LeafChangeForm`, ./rjsf/take-over.ts).
 */
export { restoreServerMarkup } from './rjsf/take-over';
