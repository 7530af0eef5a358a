import type { DraftFiles } from '@/shared/studio-types';

/** One key per file, so a draft of one file survives a reload and others' edits alike. */
const PREFIX = 'studio.draft:';

/** Drafts of the form files (raw JSON text by path), kept in localStorage until published. */
export const draftStore = {
  load(storage: Storage = window.localStorage): DraftFiles {
    const drafts: DraftFiles = {};
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) drafts[key.slice(PREFIX.length)] = storage.getItem(key) ?? '';
    }
    return drafts;
  },
  save(path: string, text: string, storage: Storage = window.localStorage) {
    storage.setItem(PREFIX + path, text);
  },
  discard(path: string, storage: Storage = window.localStorage) {
    storage.removeItem(PREFIX + path);
  },
  clear(storage: Storage = window.localStorage) {
    for (const path of Object.keys(this.load(storage))) storage.removeItem(PREFIX + path);
  },
};
