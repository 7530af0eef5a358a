import { useState } from 'react';
import { Button } from '@/fast/button';
import { INPUT, LABEL, TARGET } from './studio-classes';
import { TRANSLATIONS_TEXT as TEXT } from './studio-text';

/** Adds a known language as a draft `{}`: published, members are offered it in English at first. */
export function AddLanguage({
  addable,
  onAdd,
}: {
  addable: { code: string; name: string }[];
  onAdd: (code: string) => void;
}) {
  const [chosen, setChosen] = useState(addable[0]!.code);
  const code = addable.some((l) => l.code === chosen) ? chosen : addable[0]!.code;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(code);
      }}
    >
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{TEXT.addLanguage}</span>
        <select value={code} onChange={(e) => setChosen(e.target.value)} className={INPUT}>
          {addable.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name} ({l.code})
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline" className={TARGET}>
        {TEXT.add}
      </Button>
      <p className="text-muted-foreground basis-full text-xs">{TEXT.addLanguageHint}</p>
    </form>
  );
}
