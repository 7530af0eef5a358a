/**
 * Whether an option matches what the member typed: its label or any of its keywords contains the
 * text, ignoring case. The popup's list filters with it, and so does the button while the popup is
 * still on its way (letters typed then are kept, and Enter picks the first match).
 */
export function optionMatches(
  label: string,
  keywords: readonly string[] | undefined,
  search: string,
) {
  const haystack = `${label} ${(keywords ?? []).join(' ')}`.toLowerCase();
  return haystack.includes(search.trim().toLowerCase());
}
