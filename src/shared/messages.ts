/**
 * The product's fixed texts that are not part of a form schema (§2, §8). Every screen and widget
 * reads them from here so that no spec text is written twice.
 */
export const UI_TEXT = {
  searchPlaceholder: 'Search...',
  noOptions: 'No options found',
  uploadFailed: 'Upload unsuccessful!',
  uploading: 'Uploading…',
  chooseLogo: 'Choose logo',
  changeLogo: 'Change logo',
  loadingOptions: 'Loading…',
  searching: 'Searching…',
  logoPreview: 'Logo preview',
} as const;
