import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** `GET /api/v2/texts/:language`: members' catalogue in one language, and what else is offered. */
export interface TextsAnswer {
  language: string;
  dir: 'ltr' | 'rtl';
  /** Every language members may choose, English first. */
  languages: string[];
  messages: Record<string, CompiledMessage>;
}

/** Whose texts a catalogue holds: members' pages', or the Form Studio's own (`studio.*`). */
export const TEXT_SCOPES = ['members', 'studio'] as const;
export type TextScope = (typeof TEXT_SCOPES)[number];
