import type { JsonObject } from '../validation/bundle-schema';
import { readAnswers } from './read-answers';
import { withoutHidden } from './show-when';

/**
 * A form's answers as they are saved, in the browser as on the server (`readForm`): codes in
 * capitals, an empty list of picks as no answer, and no answer to a field the other answers hide.
 */
export function submittedAnswers<T extends object>(schema: object, uiSchema: object, data: T): T {
  const read = readAnswers(
    schema as JsonObject,
    uiSchema as JsonObject,
    data as Record<string, unknown>,
  );
  return withoutHidden(schema as JsonObject, read) as T;
}
