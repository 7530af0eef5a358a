import type { FastifyRequest } from 'fastify';
import { acceptedLanguage } from './request-language';

/** The cookie the browser keeps the member's choice in, beside its localStorage (src/i18n). */
const CHOSEN = /(?:^|;\s*)lang=([a-z]{2,3})(?:;|$)/;

/**
 * The language a page opens in, as the browser will choose it: the member's choice in this browser
 * (its cookie), else the first of the browser's languages that is offered, else English.
 */
export function pageLanguage(request: FastifyRequest): string {
  const chosen = CHOSEN.exec(request.headers.cookie ?? '')?.[1];
  if (chosen && request.server.liveForms.languages().includes(chosen)) return chosen;
  return acceptedLanguage(request);
}
