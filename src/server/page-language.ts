import accepts from 'accepts';
import type { FastifyRequest } from 'fastify';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';

/** The cookie the browser keeps the member's choice in, beside its localStorage (src/i18n). */
const CHOSEN = /(?:^|;\s*)lang=([a-z]{2,3})(?:;|$)/;

/**
 * The language a page opens in, as the browser will choose it: the member's choice in this browser
 * (its cookie), else the first of the browser's languages that is offered (`Accept-Language`,
 * negotiated by `accepts`), else English.
 */
export function pageLanguage(request: FastifyRequest, offered: readonly string[]): string {
  const chosen = CHOSEN.exec(request.headers.cookie ?? '')?.[1];
  if (chosen && offered.includes(chosen)) return chosen;
  const negotiated = accepts(request.raw).languages([...offered]);
  return typeof negotiated === 'string' ? negotiated : SOURCE_LANGUAGE;
}
