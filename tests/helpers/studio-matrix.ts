/**
 * One request per Studio route for the permission matrix: what to send, and what a caller the
 * access table admits gets back (anyone else gets 404 NOT_FOUND). Samples that change state come
 * last in the run and touch no caller of the matrix. A route added to the app needs a sample here
 * and an entry in STUDIO_ACCESS, or the matrix test fails.
 */
export interface Sample {
  /** `:member` stands for the matrix's member, who has an account; `:concern` for their concern. */
  url: string;
  payload?: object;
  /** The status an admitted caller gets. */
  allowed: number;
  /** Run after every read-only sample. */
  changes?: boolean;
}

export const SAMPLES: Record<string, Sample> = {
  // Public: the same answer for everyone; a proof that is not one is refused.
  'POST /api/studio/session': {
    url: '/api/studio/session',
    payload: { phone: '919811100009', uid: 'x', token: 'not-a-proof' },
    allowed: 401,
  },
  'GET /api/studio/me': { url: '/api/studio/me', allowed: 200 },

  // Forms: today's Studio.
  'GET /api/studio/forms': { url: '/api/studio/forms', allowed: 200 },
  'POST /api/studio/check': { url: '/api/studio/check', payload: { files: {} }, allowed: 200 },
  'POST /api/studio/preview': { url: '/api/studio/preview', payload: { files: {} }, allowed: 200 },
  'POST /api/studio/impact': { url: '/api/studio/impact', payload: { files: {} }, allowed: 200 },
  // An empty publish and a rollback to the live baseline are refused as no change: nothing moves.
  'POST /api/studio/publish': {
    url: '/api/studio/publish',
    payload: { files: {}, note: 'matrix', baseVersion: null },
    allowed: 400,
  },
  'GET /api/studio/versions': { url: '/api/studio/versions', allowed: 200 },
  'POST /api/studio/versions/:id/rollback': {
    url: '/api/studio/versions/0/rollback',
    payload: {},
    allowed: 400,
  },

  // Members: viewers and admins read members' data; the export streams a CSV.
  'GET /api/studio/members': { url: '/api/studio/members?q=a&limit=5', allowed: 200 },
  'GET /api/studio/members/count': { url: '/api/studio/members/count?q=a', allowed: 200 },
  'GET /api/studio/members/export': {
    url: '/api/studio/members/export?kind=members',
    allowed: 200,
  },
  'POST /api/studio/members/export-link': {
    url: '/api/studio/members/export-link',
    payload: { kind: 'members' },
    allowed: 200,
  },
  // Public: the link is its own proof, and a link that is not one is refused alike for everyone.
  'GET /api/studio/members/export-file': {
    url: '/api/studio/members/export-file?link=not.a.link',
    allowed: 401,
  },
  'GET /api/studio/members/:id': { url: '/api/studio/members/:member', allowed: 200 },
  // Referral figures per month and group, and their CSV.
  'GET /api/studio/referrals': {
    url: '/api/studio/referrals?from=2026-01&to=2026-12',
    allowed: 200,
  },
  'GET /api/studio/referrals.csv': {
    url: '/api/studio/referrals.csv?from=2026-01&to=2026-12',
    allowed: 200,
  },
  'GET /api/studio/directory/heavy-viewers': {
    url: '/api/studio/directory/heavy-viewers',
    allowed: 200,
  },

  // Staff and audit: admins.
  'GET /api/studio/staff': { url: '/api/studio/staff', allowed: 200 },
  'PUT /api/studio/staff/:phone': {
    url: '/api/studio/staff/919811100001',
    payload: { role: 'viewer' },
    allowed: 200,
    changes: true,
  },
  'DELETE /api/studio/staff/:phone': {
    url: '/api/studio/staff/919811100002',
    allowed: 200,
    changes: true,
  },
  'GET /api/studio/audit': { url: '/api/studio/audit?limit=5', allowed: 200 },

  // Requests: viewers and admins open members' concerns and reply; a blank reply is refused, so
  // the concern stays open for every caller.
  'GET /api/studio/requests': { url: '/api/studio/requests', allowed: 200 },
  'GET /api/studio/requests/:id': { url: '/api/studio/requests/:concern', allowed: 200 },
  'POST /api/studio/requests/:id/reply': {
    url: '/api/studio/requests/:concern/reply',
    payload: { reply: ' ' },
    allowed: 400,
  },
};
