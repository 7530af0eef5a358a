import { describe, expect, it } from 'vitest';
import { isNarrowed, queryParams, readQuery } from './directory-query';
import { pageAt, pageHtmlFile } from '@/shared/pages';

describe('the directory query in the address', () => {
  it('reads the words, filters and page, and writes them back without empty parts', () => {
    const query = readQuery(
      new URLSearchParams('q=%20sharma%20&category=Retail&city=pn&region=&group=101&page=3'),
    );
    expect(query).toEqual({ q: 'sharma', category: 'Retail', city: 'pn', group: '101', page: 3 });
    expect(queryParams(query).toString()).toBe('q=sharma&category=Retail&city=pn&group=101&page=3');
  });

  it('reads a page that is no whole number from 1 up as the first, which the address leaves out', () => {
    for (const page of ['0', '-2', '1.5', 'two', ''])
      expect(readQuery(new URLSearchParams(`page=${page}`)).page).toBe(1);
    expect(queryParams({ q: 'शर्मा', page: 1 }).toString()).toBe(`q=${encodeURIComponent('शर्मा')}`);
  });

  it('keeps the words to the server’s 100 characters', () => {
    expect(readQuery(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('knows an untouched directory from a narrowed one', () => {
    expect(isNarrowed({ page: 2 })).toBe(false);
    expect(isNarrowed({ region: 'West', page: 1 })).toBe(true);
  });
});

describe("a listing's address", () => {
  it('is the listing page, with its own HTML file', () => {
    expect(pageAt('/secure/directory/0198f0f0-0000-7000-8000-0000000000a1')).toBe(
      '/secure/directory/:id',
    );
    expect(pageAt('/secure/directory?q=sharma')).toBe('/secure/directory');
    expect(pageAt('/secure/directory/a/b/c')).toBeUndefined();
    expect(pageHtmlFile('/secure/directory/:id')).toBe('pages/secure/directory/_id.html');
  });
});
