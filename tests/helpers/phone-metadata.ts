import { loadPhoneCode } from '@/fast/phone/loader';

/**
 * libphonenumber's code, and the slices of these numbers' calling codes ("14155552671"), as a page
 * has them once a member has used a phone field: until then a browser reads no number at all
 * (src/fast/phone/numbers.ts), in tests as in production.
 */
export async function loadPhoneMetadata(...numbers: string[]): Promise<void> {
  const { phoneSlices } = await loadPhoneCode();
  await Promise.all(numbers.map((digits) => phoneSlices.loadNumber(digits)));
}
