import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

/** The segments of a JSON pointer ("/a/b~1c" → ["a", "b/c"]); "" is the whole document. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Where the value a JSON pointer names sits in a file's text, for marking a problem in the editor.
 * A pointer that goes past what the text has (a missing property: "required" names it) marks the
 * deepest part that exists; text that does not parse marks its start.
 */
export function pointerRange(text: string, pointer: string): { from: number; to: number } {
  const root = parseTree(text);
  if (!root) return { from: 0, to: Math.min(text.length, 1) };
  const segments = pointerSegments(pointer);
  let node: Node | undefined;
  for (let depth = segments.length; depth >= 0; depth--) {
    const path = segments.slice(0, depth).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    node = findNodeAtLocation(root, path);
    if (node) break;
  }
  node ??= root;
  // A property's value: mark its key too, so a one-character value is still easy to see.
  const property = node.parent?.type === 'property' ? node.parent : undefined;
  if (property && node.type !== 'object' && node.type !== 'array') {
    return { from: property.offset, to: property.offset + property.length };
  }
  if (property) {
    const key = property.children?.[0];
    if (key) return { from: key.offset, to: key.offset + key.length };
  }
  return { from: node.offset, to: node.offset + Math.min(node.length, 1) };
}
