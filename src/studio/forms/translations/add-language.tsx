import { useState } from 'react';
import { Button } from '@/fast/button';
import { INPUT, LABEL, TARGET } from '../../shell/studio-classes';
import { useT } from '@/i18n/texts-provider';

/** Adds a known language as a draft `{}`: published, members are offered it in English at first. */
export function AddLanguage({
  addable,
  onAdd,
}: {
  addable: { code: string; name: string }[];
  onAdd: (code: string) => void;
}) {
  const t = useT();
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
        <span className={LABEL}>{t('studio.translations.addLanguage')}</span>
        <select value={code} onChange={(e) => setChosen(e.target.value)} className={INPUT}>
          {addable.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name} ({l.code})
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline" className={TARGET}>
        {t('studio.translations.add')}
      </Button>
      <p className="text-muted-foreground basis-full text-xs">
        {t('studio.translations.addLanguageHint')}
      </p>
    </form>
  );
}
