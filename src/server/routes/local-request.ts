import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const isLoopback = (address: string | undefined) =>
  address === '::1' ||
  (isIP(address ?? '') === 4 && address!.startsWith('127.')) ||
  (address ?? '').startsWith('::ffff:127.');

/**
 * A request made on this machine: from a loopback address, and not relayed by a reverse proxy on
 * the same host (which connects from loopback but adds a forwarding header).
 */
export const isLocalRequest = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) &&
  FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
