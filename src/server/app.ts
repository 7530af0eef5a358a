import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { loadConfig, type Config } from './config';
import { connect, migrate, type Connection, type Db } from './db/connect';
import { seedReferenceData } from './db/seed';
import { systemClock, iso, type Clock } from './clock';
import { createServices, type Services } from './services';
import { logosRepository } from './repositories/logos';
import { formModulesRepository } from './repositories/form-modules';
import {
  clientErrorHandler,
  errorHandling,
  expectationFailed,
  frameworkErrors,
} from './plugins/errors';
import { spa } from './plugins/spa';
import { readPageTexts, type PageTexts } from './page-texts';
import { openApi } from './plugins/openapi';
import { routeAnswers } from './plugins/route-answers';
import { securityHeaders } from './plugins/security-headers';
import { rateLimits } from './plugins/shared-rate-limits';
import { MAX_LOGO_BYTES } from './services/logo-images';
import { maskPhones } from './log-masking';
import healthRoutes from './routes/health';
import verificationRoutes from './routes/verification';
import authRoutes from './routes/auth';
import groupRoutes from './routes/groups';
import profileRoutes from './routes/profile';
import businessRoutes from './routes/business';
import wizardRoutes from './routes/wizard';
import consentRoutes from './routes/consent';
import formRoutes from './routes/forms';
import privacyRoutes from './routes/privacy';
import textRoutes from './routes/texts';
import studioRoutes from './routes/studio';
import studioStaffRoutes from './routes/studio-staff';
import studioAuditRoutes from './routes/studio-audit';
import { studioAccess } from './plugins/authenticate';
import studioMemberRoutes from './routes/studio-members';
import studioRequestRoutes from './routes/studio-requests';
import directoryRoutes from './routes/directory';
import studioDirectoryRoutes from './routes/studio-directory';
import concernRoutes from './routes/concerns';
import myDataRoutes from './routes/my-data';
import referralRoutes from './routes/referrals';
import openApiRoutes from './routes/openapi';
import formModuleRoutes from './routes/form-modules';
import { createLiveForms, type LiveForms } from '../form-engine/live-forms';
import { formsFollower } from './services/studio-follow';
import { setLiveForms } from './validation';
import { scheduleBackups } from './backup/schedule';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    services: Services;
    /** The forms the server validates with and members load: the baseline or a published version. */
    liveForms: LiveForms;
    /** Which catalogue keys each page reads (from the build), so a page is sent only those. */
    pageTexts: PageTexts;
  }
}

export interface AppOptions {
  config?: Partial<Config>;
  clock?: Clock;
  connection?: Connection;
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
const UNATTACHED_LOGO_MS = 24 * 60 * 60 * 1000;
/** A draft's preview modules outlive any preview session. */
const PREVIEW_MODULE_MS = 24 * 60 * 60 * 1000;

/**
 * A hop count trusts that many proxies nearest to us (proxy-addr's hop index), as a load balancer
 * in front needs; Fastify itself ignores a bare number.
 */
const trustFunction = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * A Studio query string names people (searches, filters), and a spaced phone in one escapes the
 * mask: the logs keep only the path.
 */
const loggedUrl = (url: string) => (url.startsWith('/api/studio/') ? url.split('?')[0]! : url);

/** Builds the app: plugins, then routes. Tests call it and use `app.inject`, never a port. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.logStream ? 'info' : config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (req) => ({
                method: req.method,
                url: maskPhones(loggedUrl(req.url)),
                ip: req.ip,
              }),
            },
          },
    bodyLimit: 256 * 1024,
    // A slow client cannot hold a connection open: whole request in 30 s, idle socket 60 s.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: trustFunction(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    // Node would answer a request without Host with an empty 400 of its own; ours says why.
    http: { requireHostHeader: false },
    ajv: {
      // Route schemas only shape requests: no coercion or defaults, unknown properties removed,
      // the first refusal is enough.
      customOptions: {
        coerceTypes: false,
        useDefaults: false,
        removeAdditional: true,
        allErrors: false,
      },
    },
  });

  app.server.on('checkExpectation', expectationFailed);

  const connection =
    options.connection ??
    connect({
      ...config,
      onIdleError: (err) => app.log.warn({ err }, 'database connection dropped'),
    });
  await migrate(connection);
  await seedReferenceData(connection.db);
  const { db } = connection;
  const liveForms = createLiveForms();
  // Route handlers validate through validation.ts, which reads the forms this app follows.
  setLiveForms(liveForms);
  const follower = formsFollower(db, liveForms, app.log);
  app.addHook('onClose', async () => {
    // A check under way finishes before the database it reads closes.
    await follower.stop();
    if (!options.connection) await db.destroy();
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('liveForms', liveForms);
  app.decorate('pageTexts', readPageTexts(config.clientDir));
  app.decorate('services', createServices(config, db, clock, app.log, liveForms));
  // A process starts on the live version, then follows every publish made by any process.
  await follower.poll();
  follower.start(config.formsPollMs);

  await app.register(errorHandling);
  await app.register(securityHeaders, { config });
  await app.register(rateLimits, { connection });
  await app.register(multipart, {
    limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  // Every Studio route, wherever it is registered, passes the access table's check: no route file
  // can leave it out.
  app.addHook('onRequest', studioAccess(app.services));
  await app.register(routeAnswers, { validate: config.validateResponses });
  await app.register(openApi);
  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        verificationRoutes,
        authRoutes,
        groupRoutes,
        profileRoutes,
        businessRoutes,
        wizardRoutes,
        consentRoutes,
        formRoutes,
        textRoutes,
        privacyRoutes,
        studioRoutes,
        studioStaffRoutes,
        studioAuditRoutes,
        studioMemberRoutes,
        studioRequestRoutes,
        directoryRoutes,
        studioDirectoryRoutes,
        concernRoutes,
        myDataRoutes,
        referralRoutes,
        openApiRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );
  await app.register(formModuleRoutes);
  await app.register(spa, { clientDir: config.clientDir });

  const logos = logosRepository(db);
  const modules = formModulesRepository(db);
  const purge = async () => {
    await Promise.all([
      logos
        .purgeUnattached(iso(clock.now() - UNATTACHED_LOGO_MS))
        .catch((err) => app.log.error({ err }, 'logo purge failed')),
      modules
        .purgeOlderThan(iso(clock.now() - PREVIEW_MODULE_MS))
        .catch((err) => app.log.error({ err }, 'preview module purge failed')),
      app.services.businesses
        .purgeDeleted()
        .catch((err) => app.log.error({ err }, 'deleted business purge failed')),
      // OTP codes, phone proofs, refresh tokens, daily budgets, request counts (README, Retention).
      app.services.retention
        .purge()
        .catch((err) => app.log.error({ err }, 'retention purge failed')),
      // Members whose deletion's grace has passed are erased, each written to the erasure ledger.
      app.services.accountDeletion
        .purgeDue()
        .catch((err) => app.log.error({ err }, 'account deletion purge failed')),
      // Processing logs are kept for one year (DPDP Rules, rule 8(3)).
      app.services.accountDeletion
        .purgeAudit()
        .catch((err) => app.log.error({ err }, 'audit purge failed')),
    ]);
  };
  const timer = setInterval(purge, PURGE_EVERY_MS).unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
  // Snapshots every BACKUP_EVERY_HOURS; a failure is logged, never stops the server.
  const backups = scheduleBackups(config, app.log);
  app.addHook('onClose', () => backups.stop());

  return app;
}
