import { ApiError } from '../errors';
import { canonicalPhoneIn, dialledIn } from '../../shared/phone';

/** The country a Studio phone box had chosen ("IN"), sent beside the number it read. */
export const country = { type: 'string', pattern: '^[A-Z]{2}$' } as const;

/**
 * A phone typed into a Studio box, as E.164, read in the country the box showed. It is refused when
 * it is no number, or one dialled with another country code than the box showed, so "9803685087" typed beside
 * +91 can never become an Iranian +98 number. A caller that names no country means the server's
 * default, unless the number carries its own code ("+44 …", as the staff list shows it).
 */
export function typedPhone(value: string, boxCountry: string | undefined, fallback: string) {
  const e164 = canonicalPhoneIn(value, boxCountry ?? fallback);
  if (!e164) throw new ApiError(400, 'INVALID_PHONE');
  const international = boxCountry === undefined && value.trim().startsWith('+');
  if (!international && !dialledIn(e164, boxCountry ?? fallback))
    throw new ApiError(400, 'PHONE_COUNTRY');
  return e164;
}
