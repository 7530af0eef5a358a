import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';
import { bearer } from './plugins/authenticate';
import { usersRepository } from './repositories/users';

/**
 * The language `Accept-Language` asks for among those the live forms offer (`hi-IN` reads `hi`,
 * q-values rank), else English. Negotiator skips what it cannot parse. It reads the headers alone,
 * so it also serves the refusals Fastify makes before routing.
 */
export function acceptedLanguage(request: FastifyRequest): string {
  if (!request.headers['accept-language']) return SOURCE_LANGUAGE;
  const offered = [...request.server.liveForms.languages()];
  return new Negotiator(request).language(offered) ?? SOURCE_LANGUAGE;
}

/** The signed-in member's stored choice, if it is still offered. */
async function memberLanguage(request: FastifyRequest): Promise<string | undefined> {
  const { services, db, liveForms } = request.server;
  const token = bearer(request);
  const userId = request.userId ?? (token ? await services.tokens.verifyAccess(token) : undefined);
  if (!userId) return undefined;
  const stored = await usersRepository(db).preferredLanguage(userId);
  return stored && liveForms.languages().includes(stored) ? stored : undefined;
}

/**
 * The language a request is answered in: the signed-in member's stored choice, else the one
 * `Accept-Language` negotiates, else English. Asked only when a text is being said (a refusal, a
 * code sent by WhatsApp), so an answered request never reads the member's row for it.
 */
export async function requestLanguage(request: FastifyRequest): Promise<string> {
  try {
    return (await memberLanguage(request)) ?? acceptedLanguage(request);
  } catch (err) {
    // The database failing must not turn a refusal into a 500: it is said in the header's language.
    request.log.warn({ err }, 'stored language unavailable');
    return acceptedLanguage(request);
  }
}
