import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Authorization headers that must never admit anyone: other keys, other algorithms, edited
 * payloads, other schemes, junk. `victim` is a real member's valid token and id; `nowMs` the
 * server's clock, so the forgeries are not refused merely for being expired.
 */
export async function forgedAuthorizations(
  victim: { token: string; userId: string },
  nowMs: number,
) {
  const now = Math.floor(nowMs / 1000);
  const claims = { sub: victim.userId, iat: now, exp: now + 3_600 };
  const otherKey = createSecretKey(Buffer.from('not-the-server-key-0123456789abcdef'));
  const signedElsewhere = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(victim.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + 3_600)
    .sign(otherKey);
  const hs512 = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS512' })
    .setSubject(victim.userId)
    .setExpirationTime(now + 3_600)
    .sign(otherKey);
  const [head, , signature] = victim.token.split('.');
  const flipped = `${victim.token.slice(0, -2)}${victim.token.endsWith('AA') ? 'BB' : 'AA'}`;
  const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
  return [
    `Bearer ${signedElsewhere}`,
    `Bearer ${hs512}`,
    `Bearer ${none}`,
    `Bearer ${b64({ alg: 'None' })}.${b64(claims)}.`,
    `Bearer ${head}.${b64({ ...claims, exp: now + 86_400 * 365 })}.${signature}`,
    `Bearer ${head}.${b64({ sub: victim.userId })}.${signature}`,
    `Bearer ${flipped}`,
    `Bearer ${victim.token}.`,
    `Bearer ${victim.token.split('.').slice(0, 2).join('.')}`,
    `bearer ${signedElsewhere}`,
    `Basic ${Buffer.from(`${victim.userId}:x`).toString('base64')}`,
    `Token ${signedElsewhere}`,
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    'Bearer ...',
    `Bearer ${'A'.repeat(8_000)}`,
    `Bearer ${b64({ alg: 'HS256', kid: '../../dev/null' })}.${b64(claims)}.${signature}`,
    `Bearer ${b64({ alg: 'HS256', crit: ['x'] })}.${b64(claims)}.${signature}`,
    'Bearer \u00ff\u00fe',
    `Bearer  ${victim.token}`,
    `Bearer ${victim.token} extra`,
    'Bearer\t',
  ];
}
