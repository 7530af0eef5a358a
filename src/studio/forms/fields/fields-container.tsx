import { useMemo } from 'react';
import { applyFieldEdit, type FieldEdit } from './field-edits';
import { formLayers, listFields, readFields, type FieldModel } from './field-model';
import { FieldsPanel } from './fields-panel';
import type { StudioItem } from '../studio-items';
import type { JsonObject } from '@/shared/studio-types';
import { useT } from '@/i18n/texts-provider';
import { STORED_FORMS } from '@/shared/stored-forms';

interface FieldsContainerProps {
  item: StudioItem;
  texts: Record<string, string>;
  setTexts: (changed: Record<string, string>) => void;
  /** The forms a file is part of, by name. */
  formsUsing: (file: string) => string[];
  /** A file by the name of its form or shared part. */
  nameOf: (file: string) => string;
}

/** The fields view of the selection, read from and written into the draft's texts. */
export function FieldsContainer({
  item,
  texts,
  setTexts,
  formsUsing,
  nameOf,
}: FieldsContainerProps) {
  const t = useT();
  const { files, unreadable } = useMemo(() => {
    const parsed: Record<string, JsonObject | undefined> = {};
    const broken: string[] = [];
    for (const [path, text] of Object.entries(texts)) {
      try {
        parsed[path] = JSON.parse(text) as JsonObject;
      } catch {
        broken.push(path);
      }
    }
    return { files: parsed, unreadable: broken.filter((path) => item.files.includes(path)) };
  }, [texts, item.files]);

  const { fields, lists } = useMemo(() => {
    if (!item.schemaFile) return { fields: [] as FieldModel[], lists: [] };
    const form = formLayers(files, item.schemaFile, item.uiFile);
    const own = readFields(form);
    return {
      fields: own,
      lists: listFields(form).map((list) => ({
        list,
        label: own.find((f) => f.name === list)?.title.value ?? list,
        fields: readFields(formLayers(files, item.schemaFile!, item.uiFile, { list })),
      })),
    };
  }, [files, item.schemaFile, item.uiFile]);

  if (item.kind === 'language') {
    return <p className="text-muted-foreground text-sm">{t('studio.fields.language')}</p>;
  }
  if (!item.schemaFile) {
    return (
      <p className="text-muted-foreground text-sm">
        {t('studio.fields.uiPart', {
          forms:
            item.forms.map((form) => nameOf(`${form}.schema.json`)).join(', ') || t('studio.none'),
        })}
      </p>
    );
  }
  const edit = (change: FieldEdit, list?: string) =>
    setTexts(applyFieldEdit(texts, item.schemaFile!, item.uiFile, change, { list }));
  return (
    <div className="flex flex-col gap-8">
      <FieldsPanel
        fields={fields}
        onEdit={(change) => edit(change)}
        formsUsing={formsUsing}
        nameOf={nameOf}
        unreadable={unreadable}
        // Fields are added where answers are stored: the business and profile forms, or a part
        // they share (the field then reaches every form built on it).
        canAdd={item.forms.some((name) => STORED_FORMS.has(name))}
        ui={!!item.uiFile}
      />
      {unreadable.length === 0 &&
        lists.map(({ list, label, fields: itemFields }) => (
          <section key={list} aria-labelledby={`list-${list}`} className="flex flex-col gap-3">
            <h3 id={`list-${list}`} className="font-semibold">
              {t('studio.fields.listTitle', { label })}
            </h3>
            <FieldsPanel
              fields={itemFields}
              onEdit={(change) => edit(change, list)}
              formsUsing={formsUsing}
              nameOf={nameOf}
              ui={!!item.uiFile}
              list={list}
            />
          </section>
        ))}
    </div>
  );
}
