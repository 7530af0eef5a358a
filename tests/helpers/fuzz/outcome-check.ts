import type { Answer, FuzzRequest, Outcome } from './http-send';

export interface Failure {
  reason: string;
  route: string;
  kind: string;
  auth?: string;
  request: string;
  sent: string;
  status?: number;
  code?: string;
  /** The answer's code, or its JSON keys, or "empty body" / "not JSON". */
  shape?: string;
  answer: string;
}

const preview = (value: string | Buffer | undefined, max: number) => {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : value.toString('latin1');
  const shown = JSON.stringify(text.slice(0, max)).slice(1, -1);
  return text.length > max ? `${shown}… (${text.length} chars)` : shown;
};

/** Our refusal shape (src/server/plugins/errors.ts): `{ code, message }`, code in UPPER_SNAKE. */
function ourError(answer: Answer): { ok: boolean; code?: string; shape: string } {
  if (answer.body.length === 0) return { ok: false, shape: 'empty body' };
  const type = String(answer.headers['content-type'] ?? '');
  let body: { code?: unknown; message?: unknown };
  try {
    body = JSON.parse(answer.body.toString('utf8')) as typeof body;
  } catch {
    return { ok: false, shape: 'not JSON' };
  }
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const shape =
    code ?? (body && typeof body === 'object' ? `{${Object.keys(body).join(',')}}` : typeof body);
  const ok =
    type.includes('application/json') &&
    code !== undefined &&
    /^[A-Z][A-Z0-9_]*$/.test(code) &&
    !code.startsWith('FST_') &&
    typeof body.message === 'string';
  return {
    ok,
    code,
    shape: type.includes('application/json') ? shape : `${shape} as ${type || 'no type'}`,
  };
}

/** Why this outcome breaks the contract, or undefined when it keeps it. */
export function check(request: FuzzRequest, outcome: Outcome): Failure | undefined {
  const base = {
    route: request.route,
    kind: request.kind,
    auth: request.auth,
    request: `${request.method} ${preview(request.path, 160)}`,
    sent: preview(request.raw ?? request.body, 160),
  };
  if ('error' in outcome)
    return {
      ...base,
      reason: 'no answer',
      answer: outcome.after
        ? `${outcome.error} on a reused socket after ${outcome.after}`
        : outcome.error,
      shape: outcome.after ? `${outcome.error} after ${outcome.after}` : outcome.error,
    };
  const { answer } = outcome;
  const { status } = answer;
  const refusal = status >= 400 ? ourError(answer) : { ok: true, code: undefined, shape: '' };
  const fail = (reason: string): Failure => ({
    ...base,
    reason,
    status,
    code: refusal.code,
    shape: refusal.shape,
    answer: preview(answer.body, 200),
  });
  if (status >= 500) return fail('5xx');
  if (request.forbid2xx && status < 300)
    return fail('member route admitted forged or no credentials');
  if (request.expectStatus && !request.expectStatus.includes(status))
    return fail(`expected ${request.expectStatus.join(' or ')}`);
  if (status >= 400) {
    // A HEAD answer has no body by definition; its content type still has to say JSON.
    if (request.method === 'HEAD') {
      return String(answer.headers['content-type'] ?? '').includes('application/json')
        ? undefined
        : fail('4xx not JSON');
    }
    return refusal.ok ? undefined : fail('4xx not our JSON {code, message}');
  }
  if (status < 200 || status >= 300) return fail('unexpected status');
  const type = String(answer.headers['content-type'] ?? '');
  if (type.includes('application/json') && request.method !== 'HEAD') {
    try {
      JSON.parse(answer.body.toString('utf8'));
    } catch {
      return fail('2xx with unparsable JSON');
    }
  }
  return undefined;
}

interface RouteCounts {
  total: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  other: number;
  /** 4xx codes seen, to tell how deep the route's fuzz got (all refused by the schema, or not). */
  codes: Map<string, number>;
}

const codeOf = (answer: Answer) => {
  if (answer.body.length === 0) return '(no body)';
  try {
    const code = (JSON.parse(answer.body.toString('utf8')) as { code?: unknown }).code;
    return typeof code === 'string' ? code : '(no code)';
  } catch {
    return '(not JSON)';
  }
};

/** Counts by status class and route, and the failures. */
export class Tally {
  total = 0;
  counts = { '2xx': 0, '4xx': 0, '5xx': 0, resets: 0, 'non-JSON 4xx': 0 };
  byRoute = new Map<string, RouteCounts>();
  failures: Failure[] = [];

  add(request: FuzzRequest, outcome: Outcome) {
    this.total += 1;
    const route = this.byRoute.get(request.route) ?? {
      total: 0,
      '2xx': 0,
      '4xx': 0,
      '5xx': 0,
      other: 0,
      codes: new Map(),
    };
    this.byRoute.set(request.route, route);
    route.total += 1;
    if ('error' in outcome) {
      this.counts.resets += 1;
      route.other += 1;
    } else {
      const cls = `${Math.floor(outcome.answer.status / 100)}xx`;
      if (cls === '2xx' || cls === '4xx' || cls === '5xx') {
        this.counts[cls] += 1;
        route[cls] += 1;
      } else route.other += 1;
      if (cls === '4xx') {
        const code = codeOf(outcome.answer);
        route.codes.set(code, (route.codes.get(code) ?? 0) + 1);
      }
    }
    const failure = check(request, outcome);
    if (failure) this.failures.push(failure);
    if (failure?.reason.startsWith('4xx not')) this.counts['non-JSON 4xx'] += 1;
  }

  summary(label: string): string {
    const c = this.counts;
    return `fuzz ${label}: ${this.total} requests, 2xx ${c['2xx']}, 4xx ${c['4xx']}, 5xx ${c['5xx']}, resets ${c.resets}, non-JSON 4xx ${c['non-JSON 4xx']}, other failures ${this.failures.length - c['5xx'] - c.resets - c['non-JSON 4xx']}`;
  }

  perRoute(): string {
    return [...this.byRoute.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, r]) => {
        const parts = (['2xx', '4xx', '5xx', 'other'] as const)
          .filter((k) => r[k])
          .map((k) => `${k} ${r[k]}`);
        const codes = [...r.codes.entries()]
          .sort(([, x], [, y]) => y - x)
          .slice(0, 4)
          .map(([code, n]) => `${code} ${n}`);
        return `  ${route}: ${r.total} (${parts.join(', ')}) [${codes.join(', ')}${r.codes.size > 4 ? ', …' : ''}]`;
      })
      .join('\n');
  }
}

/** The input kind without the incidental extras (a stray query, an odd id), keeping a NUL. */
const primaryKind = (kind: string) => {
  const [first = ''] = kind.split('+');
  return kind.includes('nul') && !first.includes('nul') ? `${first}+nul` : first;
};

/**
 * Failures grouped so each group is one thing to fix: a refusal that is not ours by its answer
 * (whatever provoked it); a 5xx or a dropped connection by route and input kind; a wrong status
 * by route and kind. Each group keeps its routes, kinds and one example.
 */
export function groupFailures(failures: Failure[]) {
  const groups = new Map<
    string,
    { count: number; routes: Set<string>; kinds: Set<string>; example: Failure }
  >();
  for (const f of failures) {
    const answer = `${f.status ?? ''} ${f.shape}`;
    // A refusal that is not ours, or a dropped connection, is one fix whatever provoked it.
    const key =
      f.reason.startsWith('4xx not') || f.reason === 'no answer'
        ? `${f.reason} | ${f.reason === 'no answer' ? f.shape?.replace(/ after .*/, '') : answer}`
        : `${f.reason} | ${answer} | ${f.route} | ${primaryKind(f.kind)}`;
    const group = groups.get(key) ?? { count: 0, routes: new Set(), kinds: new Set(), example: f };
    group.count += 1;
    group.routes.add(f.route);
    const after = / → (\d+)$/.exec(f.shape ?? '')?.[1];
    group.kinds.add(after ? `after a ${after} on that socket` : primaryKind(f.kind));
    groups.set(key, group);
  }
  const list = (set: Set<string>) =>
    [...set].sort().slice(0, 12).join(', ') + (set.size > 12 ? `, … (${set.size})` : '');
  return [...groups.entries()]
    .sort(([, x], [, y]) => y.count - x.count)
    .map(([key, g]) => ({
      group: `${key} ×${g.count}`,
      routes: list(g.routes),
      kinds: list(g.kinds),
      example: `${g.example.request}${g.example.sent ? `  body: ${g.example.sent}` : ''}  →  ${g.example.status ?? ''} ${g.example.answer}`,
    }));
}
