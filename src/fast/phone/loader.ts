import { digitsOnly } from '@/shared/digits';
import { loadOnce } from '@/shared/load-once';

/** libphonenumber's code with the browser's metadata (./phone-code.ts), once loaded. */
export type PhoneCode = typeof import('./phone-code');

const phoneCode = loadOnce((): Promise<PhoneCode> => import('./phone-code'));

/**
 * The dial codes a first paint may show before libphonenumber's code is fetched: the phone input
 * defaults to India. Any other country's code comes with libphonenumber's code.
 */
export const FIRST_PAINT_DIAL_CODES: Readonly<Record<string, string>> = { IN: '91' };

/** libphonenumber's code, if it has arrived. */
export const loadedPhoneCode = (): PhoneCode | undefined => phoneCode.current;

/** The digits of every number read before libphonenumber's code arrived (each read as nothing). */
const readTooEarly = new Set<string>();

/** A number was asked about before libphonenumber's code arrived: ./numbers.ts. */
export function readBeforeCode(text: string): void {
  readTooEarly.add(digitsOnly(text));
}

/**
 * Fetches libphonenumber's code (its own chunk with India's metadata), once; a failed fetch is
 * tried again next time. Until it has arrived, ./numbers.ts (what `#phone-numbers` is in a browser)
 * reads no number. The server reads phones with the whole library and never needs this.
 */
export const loadPhoneCode = (): Promise<PhoneCode> => phoneCode.load();

/** Starts fetching libphonenumber's code: a member has started using a phone field. */
export function preloadPhoneCode(): void {
  loadPhoneCode().catch(() => undefined);
}

/**
 * Once libphonenumber's code is here, loads what `more` needs. Resolves true when something arrived
 * that changes how a number reads (the code itself, or a slice), so the caller reads it again.
 */
function withCode(more: (code: PhoneCode) => Promise<boolean>): Promise<boolean> {
  const loading = loadWithCode(more);
  inFlight.add(loading);
  void loading.finally(() => inFlight.delete(loading));
  return loading;
}

/** What is being loaded for numbers now. */
const inFlight = new Set<Promise<boolean>>();

/**
 * Resolves once every load for numbers is over, if any is under way or needed: for `numbers`
 * ("+919876543210") not readable yet, it starts it. A number reads as invalid until then (a submit
 * pressed meanwhile waits for it, src/forms).
 */
export function phoneReadsPending(numbers: readonly string[] = []): Promise<unknown> | undefined {
  for (const number of numbers) void metadataForNumber(digitsOnly(number));
  if (inFlight.size > 0) return Promise.allSettled([...inFlight]);
  // A number read before the code arrived reads as invalid until it has: it is asked for now.
  if (readTooEarly.size > 0 && phoneCode.current === undefined)
    return loadPhoneCode().catch(() => undefined);
  return undefined;
}

async function loadWithCode(more: (code: PhoneCode) => Promise<boolean>): Promise<boolean> {
  const had = phoneCode.current !== undefined;
  try {
    const loaded = await loadPhoneCode();
    const arrived = await more(loaded).catch(() => false);
    return !had || arrived;
  } catch {
    return false;
  }
}

/**
 * Loads what a number ("447911123456", calling code first) needs: libphonenumber's code and its
 * calling code's slice. Resolves true once something arrived that changes how it reads, so the
 * caller reads it again; undefined when nothing is to load.
 */
export function metadataForNumber(digits: string): Promise<boolean> | undefined {
  if (digits === '' || phoneCode.current?.phoneSlices.hasNumber(digits)) return undefined;
  return withCode((loaded) => loaded.phoneSlices.loadNumber(digits));
}

/**
 * Resolves true once libphonenumber's code is here, if a number with these digits was read before
 * it was: whatever read it then (a form's validation, say) judged it invalid, and may keep that
 * judgement until the number is emitted again. Undefined when it was never read too early.
 */
export function readAgainOnceCode(digits: string): Promise<boolean> | undefined {
  if (!readTooEarly.has(digits)) return undefined;
  return withCode(async () => true);
}

/** As metadataForNumber, for a chosen country ("GB"). */
export function metadataForCountry(iso: string): Promise<boolean> | undefined {
  if (phoneCode.current?.phoneSlices.hasCountry(iso)) return undefined;
  return withCode((loaded) => loaded.phoneSlices.loadCountry(iso));
}

/** Every country's dial code, for the country list: loaded with it. */
export const loadDialCodes = (): Promise<void> =>
  loadPhoneCode()
    .then((loaded) => loaded.phoneSlices.loadDialCodes())
    .catch(() => undefined);
