import { ApiError } from '../errors';
import { canonicalPhone } from '../../shared/phone';
import { areasOf } from '../../shared/staff-roles';
import { KNOWN_LANGUAGES } from '../../shared/i18n/languages';
import { answers } from './answers';
import { actorOf } from './studio-actor';
import {
  checkResult,
  impactResult,
  previewResult,
  published,
  staffMe,
  staffSession,
  studioForms,
  versionList,
} from './studio-answers';
import { authorization, BODY_LIMIT, line, object, phone, type RouteApp } from './schemas';

/**
 * A file's path under schemas/: a form's schema or UI schema, a shared part in defs/, or a
 * language's texts in i18n/ (a code the product does not know is a problem the check names).
 */
const PATH = '^((defs/)?[a-z0-9][a-z0-9-]*(\\.schema|\\.ui)?|i18n/[a-z]{2,3})\\.json$';
/** JSON text as an editor saves it: tabs and line breaks, no other control characters. */
const JSON_TEXT = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';
const MAX_FILES = 64;
const MAX_FILE_CHARS = 200_000;

/** The files a draft changed, as raw JSON text: parse errors are problems, not refusals. */
const files = {
  type: 'object',
  maxProperties: MAX_FILES,
  propertyNames: { type: 'string', maxLength: 120, pattern: PATH },
  additionalProperties: { type: 'string', maxLength: MAX_FILE_CHARS, pattern: JSON_TEXT },
} as const;
const draftBody = object({ files }, ['files']);
/** A version's id, or 0 for the baseline shipped with the code. */
const versionId = { type: 'string', pattern: '^(0|[1-9][0-9]{0,8})$' } as const;

/**
 * The Form Studio's API. Who reaches each route is the access table's to say (`studio-access.ts`,
 * checked in `onRequest` for every Studio route): anyone else gets the 404 of a path that does not
 * exist, before their body is even read.
 */
export default async function studioRoutes(app: RouteApp) {
  const { services, config } = app;
  const limited = {
    config: {
      rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
    },
  };
  const staff = limited;
  const drafts = { ...staff, bodyLimit: BODY_LIMIT.wizard };
  const headers = authorization;

  app.post(
    '/studio/session',
    {
      config: {
        rateLimit: { max: config.rateLimits.auth, timeWindow: config.rateLimits.windowMs },
      },
      bodyLimit: BODY_LIMIT.small,
      schema: {
        body: object({ phone, uid: line(256), token: line(4096) }),
        // 400: a field missing, no phone; 401: no valid proof; 404: a phone with no role, told
        // nothing more than an unknown path is.
        response: answers(staffSession, 400, 401, 404),
      },
    },
    async (request) => {
      const { uid, token } = request.body;
      if (!request.body.phone?.trim() || !uid?.trim() || !token?.trim())
        throw new ApiError(400, 'MISSING_FIELDS', 'errors.login.MISSING_FIELDS');
      const staffPhone = canonicalPhone(request.body.phone);
      if (!staffPhone) throw new ApiError(400, 'INVALID_PHONE');
      return services.staff.signIn(staffPhone, uid, token, request.ip);
    },
  );

  app.get(
    '/studio/me',
    { ...staff, schema: { headers, response: answers(staffMe) } },
    async (request) => {
      const { phone, role } = request.staff!;
      return { phone, role, areas: areasOf(role) };
    },
  );

  app.get(
    '/studio/forms',
    { ...staff, schema: { headers, response: answers(studioForms) } },
    async () => services.studio.forms(),
  );

  app.post(
    '/studio/check',
    { ...drafts, schema: { headers, body: draftBody, response: answers(checkResult) } },
    async (request) => services.studio.check(request.body.files),
  );

  app.post(
    '/studio/preview',
    {
      ...drafts,
      schema: {
        headers,
        // The language the forms are previewed in; English when left out.
        body: object({ files, language: { type: 'string', enum: [...KNOWN_LANGUAGES] } }, [
          'files',
        ]),
        response: answers(previewResult),
      },
    },
    async (request) => services.studio.preview(request.body.files, request.body.language),
  );

  app.post(
    '/studio/impact',
    { ...drafts, schema: { headers, body: draftBody, response: answers(impactResult) } },
    // Whose records a change reaches is members' data: names for roles with the Members area only.
    async (request) =>
      services.studio.impact(request.body.files, areasOf(request.staff!.role).includes('members')),
  );

  app.post(
    '/studio/publish',
    {
      ...drafts,
      schema: {
        headers,
        body: object(
          { files, note: line(500), baseVersion: { type: ['integer', 'null'], minimum: 0 } },
          ['files', 'note', 'baseVersion'],
        ),
        // 400: no note, a draft with problems or no changes; 409: another version came first.
        response: answers(published, 400, 409),
      },
    },
    async (request) => {
      const { files: texts, note: text, baseVersion } = request.body;
      if (!text.trim()) throw new ApiError(400, 'NOTE_REQUIRED');
      return services.studio.publish(texts, text.trim(), baseVersion, actorOf(request));
    },
  );

  app.get(
    '/studio/versions',
    { ...staff, schema: { headers, response: answers(versionList) } },
    async () => services.studio.versions(),
  );

  app.post(
    '/studio/versions/:id/rollback',
    {
      ...staff,
      bodyLimit: BODY_LIMIT.small,
      schema: {
        headers,
        params: object({ id: versionId }, ['id']),
        body: { ...object({ note: line(500) }), nullable: true } as const,
        // 404: no such version; 400: its files have problems on today's baseline, or are live.
        response: answers(published, 400, 404, 409),
      },
    },
    async (request) =>
      services.studio.rollback(
        Number(request.params.id),
        request.body?.note?.trim() ?? '',
        actorOf(request),
      ),
  );
}
