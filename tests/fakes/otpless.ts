import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const HEADLESS_JS = readFileSync(new URL('./otpless-headless.js', import.meta.url), 'utf8');

export interface FakeOtplessOptions {
  port?: number;
  appId: string;
  clientId: string;
  clientSecret: string;
}

/**
 * OTPless on loopback: the headless SDK script, the calls it makes, and the server-side
 * `POST /auth/v1/validate/token` as OTPless documents it. `GET /fake-sdk/code/:phone` tells a
 * test the code that was "sent" to a phone (digits with the country code).
 */
export async function startFakeOtpless({
  port = 0,
  appId,
  clientId,
  clientSecret,
}: FakeOtplessOptions) {
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();

  const identity = (phone: string) => ({
    identityType: 'MOBILE',
    identityValue: phone,
    channel: 'WHATSAPP',
    methods: ['WHATSAPP'],
    verified: true,
    verifiedAt: new Date().toISOString(),
  });

  const answer = (req: IncomingMessage, body: any): { status: number; body: unknown } => {
    const phoneOf = () => `${String(body.countryCode ?? '').replace(/\D/g, '')}${body.phone}`;
    switch (`${req.method} ${req.url}`) {
      case 'POST /fake-sdk/initiate': {
        if (req.headers.appid !== appId)
          return {
            status: 401,
            body: { success: false, response: { errorMessage: 'Invalid appId' } },
          };
        codes.set(phoneOf(), String(randomInt(0, 1_000_000)).padStart(6, '0'));
        return { status: 200, body: { success: true, response: { requestID: randomUUID() } } };
      }
      case 'POST /fake-sdk/verify': {
        const phone = phoneOf();
        if (!codes.has(phone) || codes.get(phone) !== body.otp)
          return {
            status: 200,
            body: { success: false, response: { errorMessage: 'Incorrect OTP!' } },
          };
        codes.delete(phone);
        const token = randomUUID();
        tokens.set(token, phone);
        return {
          status: 200,
          body: {
            success: true,
            response: { requestID: randomUUID(), verification: 'COMPLETED' },
            onetap: { token, userId: `otpless-${phone}`, identities: [identity(phone)] },
          },
        };
      }
      case 'POST /auth/v1/validate/token': {
        if (req.headers.clientid !== clientId || req.headers.clientsecret !== clientSecret)
          return { status: 401, body: { message: 'Unauthorized', errorCode: '7101' } };
        const phone = tokens.get(body.token);
        if (!phone) return { status: 400, body: { message: 'Invalid token', errorCode: '7114' } };
        return {
          status: 200,
          body: {
            token: body.token,
            status: 'SUCCESS',
            userId: `otpless-${phone}`,
            timestamp: new Date().toISOString(),
            identities: [identity(phone)],
          },
        };
      }
    }
    const code = /^GET \/fake-sdk\/code\/(\d+)$/.exec(`${req.method} ${req.url}`);
    if (code) return { status: 200, body: { code: codes.get(code[1]!) ?? null } };
    return { status: 404, body: { message: 'Not found' } };
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // The SDK runs on the app's origin and calls this one: OTPless answers CORS.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type, appid');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && req.url === '/v4/headless.js') {
      return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(HEADLESS_JS);
    }
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return void res.writeHead(400).end();
      }
      const { status, body: out } = answer(req, body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
