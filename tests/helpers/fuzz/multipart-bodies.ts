import fc from 'fast-check';
import { hostileString } from './hostile-values';
import type { BodyCase } from './json-bodies';

const CRLF = '\r\n';

interface Part {
  name?: string;
  filename?: string;
  type?: string;
  /** Replaces the generated part headers entirely. */
  rawHeaders?: string;
  content: Buffer | string;
}

function partBytes(part: Part): Buffer {
  const disposition = [
    'form-data',
    ...(part.name === undefined ? [] : [`name="${part.name}"`]),
    ...(part.filename === undefined ? [] : [`filename="${part.filename}"`]),
  ].join('; ');
  const headers =
    part.rawHeaders ??
    `Content-Disposition: ${disposition}${part.type ? `${CRLF}Content-Type: ${part.type}` : ''}`;
  return Buffer.concat([
    Buffer.from(`${headers}${CRLF}${CRLF}`, 'utf8'),
    Buffer.from(part.content),
  ]);
}

/** A multipart body; `cut` keeps only that many bytes (a body that ends mid-part). */
export function multipart(
  boundary: string,
  parts: Part[],
  options: { close?: boolean; cut?: number; eol?: string } = {},
): Buffer {
  const eol = options.eol ?? CRLF;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${eol}`), partBytes(part), Buffer.from(eol));
  }
  if (options.close ?? true) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  const body = Buffer.concat(chunks);
  return options.cut === undefined ? body : body.subarray(0, options.cut);
}

const type = (boundary: string) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
});

/** Every way we know to hand upload-logo a broken form, plus some valid uploads. */
export function multipartCase(png: Buffer): fc.Arbitrary<BodyCase> {
  const file = (content: Buffer | string = png, name = 'file'): Part => ({
    name,
    filename: 'logo.png',
    type: 'image/png',
    content,
  });
  const b = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const cases: Array<fc.Arbitrary<BodyCase>> = [
    fc.constant({ kind: 'valid-upload', headers: type(b), body: multipart(b, [file()]) }),
    hostileString.map((tempId) => ({
      kind: tempId.includes('\u0000')
        ? 'valid-upload+hostile-tempId+nul'
        : 'valid-upload+hostile-tempId',
      headers: type(b),
      body: multipart(b, [{ name: 'tempId', content: tempId }, file()]),
    })),
    fc.constant({
      kind: 'no-boundary',
      headers: { 'content-type': 'multipart/form-data' },
      body: multipart(b, [file()]),
    }),
    fc.constant({ kind: 'empty-boundary', headers: type(''), body: multipart(b, [file()]) }),
    fc.constant({
      kind: 'long-boundary',
      headers: type('B'.repeat(300)),
      body: multipart('B'.repeat(300), [file()]),
    }),
    fc.constant({ kind: 'quoted-boundary', headers: type(`"${b}"`), body: multipart(b, [file()]) }),
    fc.constant({
      kind: 'boundary-mismatch',
      headers: type('other'),
      body: multipart(b, [file()]),
    }),
    fc.integer({ min: 0, max: 400 }).map((cut) => ({
      kind: 'truncated',
      headers: type(b),
      body: multipart(b, [{ name: 'tempId', content: 't' }, file()], { cut }),
    })),
    fc.constant({
      kind: 'no-closing-boundary',
      headers: type(b),
      body: multipart(b, [file()], { close: false }),
    }),
    fc.constant({ kind: 'lf-only', headers: type(b), body: multipart(b, [file()], { eol: '\n' }) }),
    fc.constantFrom('logo', 'FILE', 'file ', '', 'file[]', 'files').map((name) => ({
      kind: 'wrong-field-name',
      headers: type(b),
      body: multipart(b, [file(png, name)]),
    })),
    fc.constant({
      kind: 'file-as-text-field',
      headers: type(b),
      body: multipart(b, [{ name: 'file', content: 'abc' }]),
    }),
    fc.integer({ min: 7, max: 120 }).map((n) => ({
      kind: 'many-parts',
      headers: type(b),
      body: multipart(
        b,
        Array.from({ length: n }, (_, i) => ({ name: `f${i}`, content: 'x' })),
      ),
    })),
    fc.integer({ min: 2, max: 6 }).map((n) => ({
      kind: 'many-files',
      headers: type(b),
      body: multipart(
        b,
        Array.from({ length: n }, () => file()),
      ),
    })),
    fc.constant({ kind: 'empty-file', headers: type(b), body: multipart(b, [file('')]) }),
    fc.constant({ kind: 'no-parts', headers: type(b), body: `--${b}--\r\n` }),
    fc.constant({ kind: 'empty-body', headers: type(b), body: '' }),
    fc.uint8Array({ minLength: 1, maxLength: 2_000 }).map((bytes) => ({
      kind: 'not-an-image',
      headers: type(b),
      body: multipart(b, [file(Buffer.from(bytes))]),
    })),
    fc.constant({
      kind: 'png-cut',
      headers: type(b),
      body: multipart(b, [file(png.subarray(0, 60))]),
    }),
    fc.constant({
      kind: 'svg-script',
      headers: type(b),
      body: multipart(b, [
        file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ]),
    }),
    fc.constant({
      kind: 'over-file-limit',
      headers: type(b),
      body: multipart(b, [file(Buffer.alloc(2 * 1024 * 1024 + 10, 7))]),
    }),
    fc.constant({
      kind: 'huge-field',
      headers: type(b),
      body: multipart(b, [{ name: 'tempId', content: 't'.repeat(300_000) }, file()]),
    }),
    fc
      .constantFrom(
        'Content-Disposition: form-data',
        'Content-Disposition: attachment; name="file"',
        'Content-Disposition: form-data; name=',
        'Content-Disposition: form-data; name="file"; filename="../../etc/passwd"',
        'Content-Disposition: form-data; name="file"; filename="\u0000.png"',
        'Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%E0%A4.png',
        'Content-Disposition: form-data; name="fïlé"; filename="ग.png"',
        'Content-Type: image/png',
        'Garbage',
        `Content-Disposition: form-data; name="file"; filename="a.png"\r\nX-Big: ${'h'.repeat(20_000)}`,
      )
      .map((rawHeaders) => ({
        kind: 'bad-part-headers',
        headers: type(b),
        body: multipart(b, [{ rawHeaders, content: png }]),
      })),
    fc
      .constantFrom(
        'multipart/mixed; boundary=x',
        'multipart/form-data; boundary=x; charset=utf-16',
        'multipart/form-data; boundary=a b',
        'multipart/form-data; boundary=x; boundary=y',
        'multipart/form-data;boundary',
        'multipart/',
        'application/json',
        'text/plain',
        'image/png',
      )
      .map((contentType) => ({
        kind: 'odd-content-type',
        headers: { 'content-type': contentType },
        body: multipart('x', [file()]),
      })),
    fc.constant({
      kind: 'preamble-epilogue',
      headers: type(b),
      body: Buffer.concat([
        Buffer.from('preamble junk\r\n'),
        multipart(b, [file()]),
        Buffer.from('epilogue'),
      ]),
    }),
  ];
  return fc.oneof(...cases);
}
