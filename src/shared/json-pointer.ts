/** A key as one segment of a JSON pointer: "~" and "/" escaped ("a/b" → "a~1b"). */
export const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of a path of keys and indexes (["allOf", 1, "then"] → "/allOf/1/then"). */
export const pointerOf = (path: readonly (string | number)[]) =>
  path.map((segment) => `/${escapePointer(String(segment))}`).join('');
