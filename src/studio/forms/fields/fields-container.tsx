import { useMemo } from 'react';
import { applyFieldEdit, type FieldEdit } from './field-edits';
import { formLayers, listFields, readFields, type FieldModel } from './field-model';
import { fieldLabels } from './field-labels';
import { FieldsPanel } from './fields-panel';
import type { StudioItem } from '../studio-items';
import type { JsonObject } from '@/shared/studio-types';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { SOURCE_LANGUAGE } from '@/shared/i18n/languages';
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

  // Labels read in the Studio's language: a Tamil reader meets the field's Tamil label where the
  // draft translates it (the English stays what the Label box edits).
  const { language } = useLanguage();
  const languageFile = language === SOURCE_LANGUAGE ? undefined : texts[`i18n/${language}.json`];
  const { fields, lists, labels } = useMemo(() => {
    if (!item.schemaFile)
      return { fields: [] as FieldModel[], lists: [], labels: new Map<string, string>() };
    const form = formLayers(files, item.schemaFile, item.uiFile);
    const own = readFields(form);
    const labels = fieldLabels(form, own, languageFile);
    return {
      fields: own,
      labels,
      lists: listFields(form).map((list) => {
        const listForm = formLayers(files, item.schemaFile!, item.uiFile, { list });
        const itemFields = readFields(listForm);
        return {
          list,
          label: labels.get(list) ?? list,
          fields: itemFields,
          labels: fieldLabels(listForm, itemFields, languageFile),
        };
      }),
    };
  }, [files, item.schemaFile, item.uiFile, languageFile]);

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
        labelOf={(field) => labels.get(field.name) ?? field.name}
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
        lists.map(({ list, label, fields: itemFields, labels: itemLabels }) => (
          <section key={list} aria-labelledby={`list-${list}`} className="flex flex-col gap-3">
            <h3 id={`list-${list}`} className="font-semibold">
              {t('studio.fields.listTitle', { label })}
            </h3>
            <FieldsPanel
              fields={itemFields}
              labelOf={(field) => itemLabels.get(field.name) ?? field.name}
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
