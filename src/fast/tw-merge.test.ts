// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { twMerge as fullTwMerge } from 'tailwind-merge';
import { twMerge } from './tw-merge';

/**
 * Every Tailwind class in our components and in shadcn's RJSF theme: what `cn` can be handed.
 */
function vocabulary(): string[] {
  const under = (dir: string, names: RegExp) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => names.test(file) && !/test|stories|generated|server/.test(file))
      .map((file) => join(dir, file));
  const files = [
    ...under('src', /\.tsx?$/),
    ...under('widgets', /\.tsx?$/),
    ...under('node_modules/@rjsf/shadcn/lib', /\.js$/),
  ];
  const words = new Set<string>();
  for (const file of files)
    for (const [, , text] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1).){1,400}?)\1/g))
      for (const word of text!.split(/\s+/))
        if (/^[!-]?[a-z][a-z0-9:[\]()/.%_#,*>&=~+-]*$/.test(word)) words.add(word);
  // A class tailwind-merge knows is kept once when repeated; any other word is kept twice.
  return [...words].filter((word) => fullTwMerge(`${word} ${word}`) === word);
}

describe('our tailwind merge', () => {
  const words = vocabulary();

  it('reads a vocabulary of our classes', () => {
    expect(words).toEqual(
      expect.arrayContaining(['h-11', 'text-sm', 'text-muted-foreground', 'px-3']),
    );
  });

  it('merges every pair of our classes as tailwind-merge’s full configuration does', () => {
    const differ: string[] = [];
    for (const a of words)
      for (const b of words) {
        const pair = `${a} ${b}`;
        if (twMerge(pair) !== fullTwMerge(pair))
          differ.push(`${pair} → ${twMerge(pair)} ≠ ${fullTwMerge(pair)}`);
      }
    expect(differ.slice(0, 40)).toEqual([]);
  }, 60_000);
});
