/**
 * A server process for the benchmarks: the real app (BENCH_MODE=app, configured by the usual env)
 * or a bare Fastify hello-world (BENCH_MODE=bare) to compare against on the same machine.
 */
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';

const port = Number(process.env.PORT);
const app = process.env.BENCH_MODE === 'bare' ? Fastify() : await buildApp({ logger: false });
if (process.env.BENCH_MODE === 'bare') app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
// A clean exit on SIGINT lets `node --cpu-prof` write its profile.
process.once('SIGINT', () => void app.close().then(() => process.exit(0)));
// Its bench is gone (killed, or ended without stopping it): no server is left listening.
process.once('disconnect', () => void app.close().then(() => process.exit(0)));
