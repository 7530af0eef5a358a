/**
 * What a phone field needs of libphonenumber's code and metadata, which a browser fetches in
 * pieces: the code once a phone field is used, each calling code's slice when a number needs it
 * (./phone/numbers.ts tells why a phone reads as invalid until then). Each loader resolves true
 * when something arrived that changes how a number reads, so the field reads it again.
 */
export {
  loadDialCodes,
  metadataForCountry,
  metadataForNumber,
  phoneReadsPending,
  preloadPhoneCode,
  readAgainOnceCode,
} from './phone/loader';
export { useWhenMetadata } from './phone/use-when-metadata';
