import type { PagePath } from '../pages';

/** Whose texts a catalogue holds: members' pages', or the Form Studio's own (`studio.*`). */
export const TEXT_SCOPES = ['members', 'studio'] as const;
export type TextScope = (typeof TEXT_SCOPES)[number];

/**
 * Where a part of a language's catalogue is asked for: all of members' texts, one page's, or the
 * Studio's. A page's HTML preloads the same address its script asks for.
 */
export const textsUrl = (language: string, part: PagePath | 'all' | 'studio') =>
  `/api/v2/texts/${encodeURIComponent(language)}${
    part === 'all' ? '' : part === 'studio' ? '?scope=studio' : `?page=${encodeURIComponent(part)}`
  }`;
