/**
 * The OTPless headless browser SDK as its documentation describes it: a script
 * (`https://otpless.com/v4/headless.js`, with `data-appid`) that defines `window.OTPless`;
 * `new OTPless(callback)` gives `initiate` and `verify`, whose promises answer `{ success, response }`,
 * and the callback receives events such as ONETAP (with the token) and FAILED.
 */
export interface OtplessRequest {
  channel: 'PHONE';
  phone: string;
  countryCode: string;
  otp?: string;
}

export interface OtplessAnswer {
  success: boolean;
  response?: { errorMessage?: string; [key: string]: unknown };
}

export interface OtplessEvent {
  responseType: 'ONETAP' | 'FAILED' | 'OTP_AUTO_READ' | 'FALLBACK_TRIGGERED' | string;
  response?: {
    token?: string;
    userId?: string;
    identities?: unknown[];
    errorMessage?: string;
    [key: string]: unknown;
  };
}

export interface OtplessSignin {
  initiate(request: OtplessRequest): Promise<OtplessAnswer>;
  verify(request: OtplessRequest): Promise<OtplessAnswer>;
}

export type OtplessConstructor = new (callback: (event: OtplessEvent) => void) => OtplessSignin;

/** Adds the SDK's script and resolves with its constructor once it has run. */
export function loadOtplessSdk(src: string, appId: string): Promise<OtplessConstructor> {
  const ready = () => (window as { OTPless?: OtplessConstructor }).OTPless;
  return new Promise((resolve, reject) => {
    const loaded = ready();
    if (loaded) return resolve(loaded);
    const script = Object.assign(document.createElement('script'), { id: 'otpless-sdk', src });
    script.dataset.appid = appId;
    script.addEventListener('load', () => {
      const constructor = ready();
      if (constructor) resolve(constructor);
      else reject(new Error('The OTPless script ran without defining OTPless'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
}
