import http from 'node:http';
import net from 'node:net';

/** One hostile request. `raw` bytes go down a bare socket; anything else goes through node:http. */
export interface FuzzRequest {
  /** The route it aims at, as in the route files ("POST /auth/signup"); the per-route counts use it. */
  route: string;
  /** What is hostile about it; failures are grouped by route, kind and answer. */
  kind: string;
  /** Whose credentials it carries: a, b, none or forged (member routes). */
  auth?: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  raw?: Buffer;
  /** Close our half of the socket after the raw bytes (a client that hangs up mid-body). */
  halfClose?: boolean;
  /** Exact statuses required (e.g. member B asking for member A's business: 404). */
  expectStatus?: number[];
  /** Forged or missing credentials on a member route: any 2xx is an authentication bypass. */
  forbid2xx?: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Either an answer, or what happened instead (a reset, a timeout, a truncated answer). */
export type Outcome = { answer: Answer } | { error: string; after?: string };

/**
 * What each keep-alive socket carried last: a reset on a reused socket is usually the previous
 * request's doing (the server closed the connection without saying so), so failures name it.
 */
const lastOnSocket = new WeakMap<object, string>();

export const REQUEST_TIMEOUT_MS = 10_000;

/** node:http refuses some paths and header values itself; those go down a raw socket instead. */
const CLIENT_REFUSALS = new Set(['ERR_UNESCAPED_CHARACTERS', 'ERR_INVALID_CHAR']);

export function send(port: number, agent: http.Agent, request: FuzzRequest): Promise<Outcome> {
  if (request.raw) return sendRaw(port, request.raw, request.halfClose);
  const headers = { ...request.headers };
  if (request.body !== undefined && !hasHeader(headers, 'transfer-encoding')) {
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  let req: http.ClientRequest;
  try {
    req = http.request({
      host: '127.0.0.1',
      port,
      agent,
      method: request.method,
      path: request.path,
      headers,
      timeout: REQUEST_TIMEOUT_MS,
    });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (CLIENT_REFUSALS.has(code)) return sendRaw(port, toRawBytes(request, headers));
    throw error;
  }
  return new Promise((resolve) => {
    let settled = false;
    let after: string | undefined;
    let socket: object | undefined;
    const settle = (outcome: Outcome) => {
      if (!settled) resolve('error' in outcome && after ? { ...outcome, after } : outcome);
      settled = true;
      if (socket && 'answer' in outcome)
        lastOnSocket.set(socket, `${request.kind} ${request.method} → ${outcome.answer.status}`);
    };
    req.on('socket', (s) => {
      socket = s;
      after = lastOnSocket.get(s);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        settle({
          answer: {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          },
        }),
      );
      res.on('aborted', () => settle({ error: `answer cut short after status ${res.statusCode}` }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    // An error after the whole answer arrived (the server closed while we still wrote) is fine.
    req.on('error', (error) =>
      settle({ error: (error as { code?: string }).code ?? error.message }),
    );
    req.end(request.body);
  });
}

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((key) => key.toLowerCase() === name);

function toRawBytes(request: FuzzRequest, headers: Record<string, string>): Buffer {
  const lines = [`${request.method} ${request.path} HTTP/1.1`, 'host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return request.body === undefined ? head : Buffer.concat([head, Buffer.from(request.body)]);
}

/** Writes bytes to a fresh socket and reads one answer (skipping 1xx), however it is framed. */
export function sendRaw(port: number, bytes: Buffer, halfClose = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (!settled) resolve(outcome);
      settled = true;
      socket.destroy();
    };
    const timer = setTimeout(
      () => settle({ error: received.length ? 'timeout mid-answer' : 'timeout' }),
      REQUEST_TIMEOUT_MS,
    );
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parseAnswer(received, false);
      if (parsed) settle({ answer: parsed });
    });
    socket.on('error', (error) => {
      if (!received.length) settle({ error: (error as { code?: string }).code ?? error.message });
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const parsed = received.length ? parseAnswer(received, true) : undefined;
      settle(
        parsed
          ? { answer: parsed }
          : { error: received.length ? 'answer cut short' : 'closed without an answer' },
      );
    });
    socket.write(bytes, () => {
      if (halfClose) socket.end();
    });
  });
}

/** The first final answer in `data`, or undefined while it is incomplete. */
function parseAnswer(data: Buffer, closed: boolean): Answer | undefined {
  let rest = data;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...headerLines] = rest
      .subarray(0, headEnd)
      .toString('latin1')
      .split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const body = rest.subarray(headEnd + 4);
    if (status >= 100 && status < 200) {
      rest = body;
      continue;
    }
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      return body.length >= length
        ? { status, headers, body: body.subarray(0, length) }
        : undefined;
    }
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const decoded = dechunk(body);
      return decoded ? { status, headers, body: decoded } : undefined;
    }
    return closed ? { status, headers, body } : undefined;
  }
}

function dechunk(data: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0)
      return data.indexOf('\r\n', lineEnd + 2) >= 0 ? Buffer.concat(parts) : undefined;
    if (data.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Runs requests with at most `concurrency` in flight, in order of the list. */
export async function runAll(
  port: number,
  requests: FuzzRequest[],
  concurrency: number,
): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const outcomes: Outcome[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      outcomes[index] = await send(port, agent, requests[index]!);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return outcomes;
}
