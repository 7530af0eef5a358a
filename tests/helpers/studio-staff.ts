import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../src/shared/staff-roles';
import { bearer, call, verifyPhone } from './api-app';

/** Signs `phone` (digits, with country code) in to the Studio through the API; its token. */
export async function staffSession(app: FastifyInstance, phone: string): Promise<string> {
  const proof = await verifyPhone(app, phone);
  const session = await call(app, {
    method: 'POST',
    url: '/api/studio/session',
    payload: { phone, ...proof },
  });
  if (session.status !== 200)
    throw new Error(`staff sign-in failed: ${JSON.stringify(session.body)}`);
  return session.body.token as string;
}

/** The admin gives `phone` a role through the staff API. */
export async function setRole(
  app: FastifyInstance,
  adminToken: string,
  phone: string,
  role: StaffRole,
) {
  const res = await call(app, {
    method: 'PUT',
    url: `/api/studio/staff/${phone}`,
    payload: { role },
    headers: bearer(adminToken),
  });
  if (res.status !== 200) throw new Error(`setting a role failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The admin takes `phone` off staff through the staff API. */
export async function removeStaff(app: FastifyInstance, adminToken: string, phone: string) {
  const res = await call(app, {
    method: 'DELETE',
    url: `/api/studio/staff/${phone}`,
    headers: bearer(adminToken),
  });
  if (res.status !== 200) throw new Error(`removing staff failed: ${JSON.stringify(res.body)}`);
  return res.body as { removed: boolean };
}

/** Staff publish draft files on top of the live version, as the Studio does; the answer. */
export async function publishFiles(
  app: FastifyInstance,
  token: string,
  files: Record<string, string>,
  note: string,
) {
  const forms = await call(app, {
    method: 'GET',
    url: '/api/studio/forms',
    headers: bearer(token),
  });
  return call(app, {
    method: 'POST',
    url: '/api/studio/publish',
    headers: bearer(token),
    payload: { files, note, baseVersion: forms.body.version?.id ?? null },
  });
}
