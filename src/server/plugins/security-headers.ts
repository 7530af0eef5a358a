import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';
import { EARLY_SCRIPT_HASH } from '../../fast/server-render';

/**
 * The strict policy the SPA runs under: no eval anywhere, so validators must be precompiled. With
 * OTPless, its SDK's origin may serve the script, and the SDK talks to OTPless's API.
 */
function csp(config: Config) {
  const otpless = config.verificationProvider === 'otpless';
  const sdk = otpless ? [new URL(config.otpless.sdkUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    // The inline script of a page rendered with its form, by its hash (src/fast/server-render.ts).
    scriptSrc: ["'self'", ...sdk, EARLY_SCRIPT_HASH],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", ...sdk, ...(otpless ? ['https://*.otpless.app'] : [])],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * JSON answers need no page policy: the short set OWASP's REST guidance gives, fixed once. Routes
 * that serve something else (logos) set their own on top.
 */
export const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/**
 * helmet's full set for the SPA and its files, the short set for /api. helmet is configured once
 * here: @fastify/helmet rebuilds it, CSP parsing included, on every request (6% of the API's CPU).
 */
export const securityHeaders = fp<{ config: Config }>(async (app, { config }) => {
  const apply = helmet({
    contentSecurityPolicy: { directives: csp(config) },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      reply.headers(API_HEADERS);
      return done();
    }
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
