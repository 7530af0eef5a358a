import fc from 'fast-check';
import type { FuzzRequest } from './http-send';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const H = 'Host: 127.0.0.1\r\n';

/** Paths with raw percent sequences, dot segments and slashes, aimed at real routes. */
export const RAW_PATHS = [
  '/api/groups/%',
  '/api/groups/%zz',
  '/api/groups/%E0%A4',
  '/api/groups/%00',
  '/api/auth/phone/%E0%A4',
  '/api/auth/phone/%',
  '/api/business/business-entity-types/%25',
  '/api/business/business-entity-types/%',
  '/api/business/business-entity-types/%E0%A4',
  '/api/business/logo/%00',
  '/api/business/logo/%C0%80',
  '/api/groups/search?name=%',
  '/api/groups/search?name=%00',
  '/api/groups/by-region?region=%E0%A4&name=%',
  '/api/%2e%2e/api/health',
  '/api/../api/health',
  '//api//health',
  '/api/health/..',
  '/api/health;x=1',
  '/api/HEALTH',
  '/api/health?',
  '/api/health#frag',
  '/api/health%00',
  '/api/health%2F',
  '/api/v2/config/%2e',
  `/api/groups/${'1'.repeat(8_000)}`,
  `/api/${'a/'.repeat(3_000)}`,
] as const;

/** A request over a bare socket, for what node:http will not send: each template names its kind. */
type Template = [kind: string, build: (path: string) => Buffer, halfClose?: boolean];

/** Body framing attacks go to the JSON routes, picked by the path so a sample covers them all. */
const POST_ROUTES = [
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/refresh',
  '/api/verification/initiate',
  '/api/verification/verify',
  '/api/v2/user/create-profile',
  '/api/business',
  '/api/profile/update',
];
const post = (path: string, extra: string, body: string) =>
  bytes(
    `POST ${POST_ROUTES[path.length % POST_ROUTES.length]} HTTP/1.1\r\n${H}Content-Type: application/json\r\n${extra}\r\n${body}`,
  );

export const RAW_TEMPLATES: Template[] = [
  ['raw-path', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}\r\n`)],
  ['raw-path-http1.0', (p) => bytes(`GET ${p} HTTP/1.0\r\n\r\n`)],
  ['no-host', (p) => bytes(`GET ${p} HTTP/1.1\r\n\r\n`)],
  ['garbage-request-line', () => bytes('GARBAGE\r\n\r\n')],
  ['missing-version', (p) => bytes(`GET ${p}\r\n${H}\r\n`)],
  ['bad-version', (p) => bytes(`GET ${p} HTTP/9.9\r\n${H}\r\n`)],
  ['lowercase-method', (p) => bytes(`get ${p} HTTP/1.1\r\n${H}\r\n`)],
  ['unknown-method', (p) => bytes(`FUZZ ${p} HTTP/1.1\r\n${H}\r\n`)],
  ['double-space', (p) => bytes(`GET  ${p} HTTP/1.1\r\n${H}\r\n`)],
  ['absolute-form', (p) => bytes(`GET http://evil.example${p} HTTP/1.1\r\n${H}\r\n`)],
  ['asterisk-form', () => bytes(`OPTIONS * HTTP/1.1\r\n${H}\r\n`)],
  ['no-leading-slash', (p) => bytes(`GET ${p.slice(1)} HTTP/1.1\r\n${H}\r\n`)],
  ['control-char-in-url', (p) => bytes(`GET ${p}\u0001x HTTP/1.1\r\n${H}\r\n`)],
  ['nul-in-url', (p) => bytes(`GET ${p}\u0000 HTTP/1.1\r\n${H}\r\n`)],
  ['space-in-url', (p) => bytes(`GET ${p} x HTTP/1.1\r\n${H}\r\n`)],
  ['utf8-in-url', (p) => utf8(`GET ${p}/ग्रुप HTTP/1.1\r\n${H}\r\n`)],
  ['latin1-in-url', (p) => bytes(`GET ${p}\u00ff HTTP/1.1\r\n${H}\r\n`)],
  ['bare-lf', (p) => bytes(`GET ${p} HTTP/1.1\n${H.replace('\r', '')}\n`)],
  ['header-20kb', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`)],
  ['many-headers', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}${'X-H: 1\r\n'.repeat(3_000)}\r\n`)],
  ['url-20kb', (p) => bytes(`GET ${p}?q=${'a'.repeat(20_000)} HTTP/1.1\r\n${H}\r\n`)],
  ['header-no-colon', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}NoColonHere\r\n\r\n`)],
  ['header-space-before-colon', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}X-A : 1\r\n\r\n`)],
  ['header-obs-fold', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}X-A: 1\r\n 2\r\n\r\n`)],
  ['header-nul-value', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}X-A: a\u0000b\r\n\r\n`)],
  ['header-ctl-value', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}X-A: a\u0001b\u007f\r\n\r\n`)],
  ['header-utf8-name', (p) => utf8(`GET ${p} HTTP/1.1\r\n${H}X-ग: 1\r\n\r\n`)],
  ['duplicate-host', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}${H}\r\n`)],
  ['expect-continue', (p) => post(p, 'Expect: 100-continue\r\nContent-Length: 2\r\n', '{}')],
  ['expect-unknown', (p) => post(p, 'Expect: 999-nope\r\nContent-Length: 2\r\n', '{}')],
  ['content-length-negative', (p) => post(p, 'Content-Length: -1\r\n', '{}')],
  ['content-length-junk', (p) => post(p, 'Content-Length: abc\r\n', '{}')],
  ['content-length-list', (p) => post(p, 'Content-Length: 2, 3\r\n', '{}')],
  ['content-length-twice', (p) => post(p, 'Content-Length: 2\r\nContent-Length: 3\r\n', '{} ')],
  ['content-length-huge', (p) => post(p, 'Content-Length: 99999999999999999999\r\n', '{}')],
  ['cl-and-te', (p) => post(p, 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n')],
  ['te-not-chunked', (p) => post(p, 'Transfer-Encoding: gzip\r\n', '{}')],
  [
    'te-chunked-valid',
    (p) => post(p, 'Transfer-Encoding: chunked\r\n', '1\r\n{\r\n1\r\n}\r\n0\r\n\r\n'),
  ],
  [
    'te-chunked-bad-size',
    (p) => post(p, 'Transfer-Encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n'),
  ],
  ['te-chunked-ext', (p) => post(p, 'Transfer-Encoding: chunked\r\n', '2;x=y\r\n{}\r\n0\r\n\r\n')],
  [
    'te-chunked-size-overflow',
    (p) => post(p, 'Transfer-Encoding: chunked\r\n', '1ffffffffffffffff\r\n{}\r\n0\r\n\r\n'),
  ],
  ['truncated-body', (p) => post(p, 'Content-Length: 100\r\n', '{"phone":"9'), true],
  ['truncated-chunked', (p) => post(p, 'Transfer-Encoding: chunked\r\n', '10\r\n{"a'), true],
  ['truncated-headers', (p) => bytes(`GET ${p} HTTP/1.1\r\n${H}X-A: 1`), true],
  [
    'truncated-multipart',
    () =>
      bytes(
        `POST /api/business/upload-logo HTTP/1.1\r\n${H}Content-Type: multipart/form-data; boundary=XX\r\nContent-Length: 500\r\n\r\n--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG`,
      ),
    true,
  ],
  [
    'multipart-no-boundary',
    () =>
      bytes(
        `POST /api/business/upload-logo HTTP/1.1\r\n${H}Content-Type: multipart/form-data\r\nContent-Length: 5\r\n\r\nhello`,
      ),
  ],
  ['leading-crlf', (p) => bytes(`\r\n\r\nGET ${p} HTTP/1.1\r\n${H}\r\n`)],
];

/** Raw requests: every template against every raw path, sampled with the run's seed. */
export function rawRequests(seed: number, count: number): FuzzRequest[] {
  const pick = fc.tuple(fc.constantFrom(...RAW_TEMPLATES), fc.constantFrom(...RAW_PATHS));
  return fc.sample(pick, { seed, numRuns: count }).map(([[kind, build, halfClose], path]) => {
    const raw = build(path);
    const requestLine = raw.subarray(0, Math.max(0, raw.indexOf('\r\n'))).toString('latin1');
    return {
      route: 'raw socket',
      kind: `raw:${kind}`,
      method: requestLine.split(' ')[0] ?? '',
      path: requestLine.split(' ')[1] ?? path,
      raw,
      halfClose,
    };
  });
}
