import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Listens on PORT; on SIGTERM/SIGINT stops accepting, lets in-flight requests finish, closes the database. */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Not starting: ${error.message}`);
  process.exit(1);
}
const app = await buildApp();
await app.listen({ port: config.port, host: config.host });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
