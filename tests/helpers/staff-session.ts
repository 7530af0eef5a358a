import type { FastifyInstance } from 'fastify';
import { call, verifyPhone } from './api-app';

/** A Studio session for a phone in STAFF_PHONES: a real proof, then POST /api/studio/session. */
export async function staffToken(app: FastifyInstance, phone: string): Promise<string> {
  const proof = await verifyPhone(app, phone);
  const session = await call(app, {
    method: 'POST',
    url: '/api/studio/session',
    payload: { phone, ...proof },
  });
  if (session.status !== 200) throw new Error(`staff session: ${JSON.stringify(session.body)}`);
  return session.body.token as string;
}
