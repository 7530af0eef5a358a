import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/fast/button';
import { FieldsContainer } from './fields';
import { HistoryContainer, ImpactContainer, ProblemsPanel } from './publish';
import { ItemList } from './item-list';
import { JsonPanel, type JsonTarget } from './json-panel';
import { PreviewContainer } from './preview-container';
import { TARGET } from '../shell/studio-classes';
import type { StudioApi } from '../shell/studio-api';
import type { TextKey } from '@/shared/i18n/format';
import {
  fileLabel,
  formLabel,
  formsUsing,
  LANGUAGE_FILE,
  studioItems,
  type StudioItem,
} from './studio-items';
import { StudioTabs, type Tab } from './studio-tabs';
import { useT } from '@/i18n/texts-provider';
import { languageName, translatedLanguages, TranslationsContainer } from './translations';
import { useStudioData } from './use-studio-data';
import { useWideScreen } from '@/lib/use-wide-screen';

/** From this width (a laptop's 1280 px) the Fields tab shows the live preview beside the fields. */
const WIDE = 1280;

type TabId = 'fields' | 'json' | 'translations' | 'preview' | 'problems' | 'publish' | 'history';

const KIND_LABELS: Record<StudioItem['kind'], TextKey> = {
  form: 'studio.kind.form',
  part: 'studio.kind.part',
  language: 'studio.kind.language',
};

/** The Studio once signed in: the list of forms and parts, and the selection's tabs. */
export function StudioWorkspace({
  api,
  opensMembers = false,
}: {
  api: StudioApi;
  /** The role may open a member's page: the impact's members link to it. */
  opensMembers?: boolean;
}) {
  const t = useT();
  const studio = useStudioData(api);
  const { data, loadError, texts, drafted, problems } = studio;
  const [selectedId, setSelectedId] = useState<string>();
  const [tab, setTab] = useState<TabId>('fields');
  const [target, setTarget] = useState<JsonTarget>();
  const wide = useWideScreen(WIDE);

  const items = useMemo(() => (data ? studioItems(data, t) : []), [data, t]);
  const item = items.find((i) => i.id === selectedId);

  if (loadError && !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{loadError}</p>
        <Button type="button" className={TARGET} onClick={() => void studio.reload()}>
          {t('app.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!data) return <p role="status">{t('studio.loadingForms')}</p>;

  const tabs: Tab<TabId>[] = [
    { id: 'fields', label: t('studio.tab.fields') },
    { id: 'json', label: t('studio.tab.json') },
    { id: 'translations', label: t('studio.translations.tab') },
    { id: 'preview', label: t('studio.tab.preview') },
    {
      id: 'problems',
      label: problems.length
        ? t('studio.tab.problemsCount', { count: problems.length })
        : t('studio.tab.problems'),
    },
    { id: 'publish', label: t('studio.tab.publish') },
    { id: 'history', label: t('studio.tab.history') },
  ];
  const formName = (name: string) => formLabel(data, name, t);
  const usedBy = (file: string) => formsUsing(data, file).map(formName);
  /** A file as staff know it: its form, shared part or language. */
  const nameOf = (file: string) => {
    const language = LANGUAGE_FILE.exec(file)?.[1];
    return language ? languageName(language, data.english) : fileLabel(data, file, t);
  };

  const openProblem = (problem: { file: string; pointer: string }) => {
    // The file may belong to another entry: open the form (or part) that shows it.
    const holder = item?.files.includes(problem.file)
      ? item
      : (items.find((i) => i.kind === 'part' && i.files[0] === problem.file) ??
        items.find((i) => i.files.includes(problem.file)));
    if (holder) setSelectedId(holder.id);
    setTarget((prev) => ({ ...problem, key: (prev?.key ?? 0) + 1 }));
    setTab('json');
  };

  const preview = (current: StudioItem) => (
    <PreviewContainer
      api={api}
      drafts={studio.drafts}
      forms={current.forms}
      formName={formName}
      languages={translatedLanguages(texts).map((code) => ({
        code,
        name: languageName(code, data.english),
      }))}
    />
  );

  const panel = (current: StudioItem) => {
    switch (tab) {
      case 'fields': {
        const fields = (
          <FieldsContainer
            item={current}
            texts={texts}
            setTexts={studio.setTexts}
            formsUsing={usedBy}
            nameOf={nameOf}
          />
        );
        // Wide enough, the member's form sits beside the fields and follows each edit; on a
        // phone it is the Preview tab, one tap away.
        return wide && current.kind !== 'language' ? (
          <div className="grid grid-cols-2 items-start gap-6">
            {fields}
            <aside aria-label={t('studio.tab.preview')} className="sticky top-4">
              {preview(current)}
            </aside>
          </div>
        ) : (
          fields
        );
      }
      case 'json':
        return (
          <JsonPanel
            files={current.files}
            texts={texts}
            drafted={drafted}
            problems={problems}
            onChange={studio.setText}
            onDiscard={studio.discard}
            target={target}
          />
        );
      case 'translations':
        return <TranslationsContainer item={current} studio={studio} />;
      case 'preview':
        return preview(current);
      case 'problems':
        return (
          <ProblemsPanel problems={problems} checking={studio.checking} onOpen={openProblem} />
        );
      case 'publish':
        return (
          <ImpactContainer
            api={api}
            studio={studio}
            formName={formName}
            renderMember={
              opensMembers
                ? (member) => (
                    <Link
                      to={`/studio/members/${member.memberId}`}
                      className="text-primary underline"
                    >
                      {member.memberName}
                    </Link>
                  )
                : undefined
            }
          />
        );
      case 'history':
        return (
          <HistoryContainer
            api={api}
            liveId={data.version?.id ?? null}
            onChanged={studio.reload}
            nameOf={nameOf}
          />
        );
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
      <div className={item ? 'hidden md:block' : ''}>
        <ItemList
          data={data}
          items={items}
          selected={selectedId}
          drafted={drafted}
          onSelect={(i) => setSelectedId(i.id)}
        />
      </div>
      {item ? (
        <section aria-labelledby="item-title" className="flex min-w-0 flex-col gap-4">
          <button
            type="button"
            onClick={() => setSelectedId(undefined)}
            className={`${TARGET} text-primary self-start text-sm underline-offset-4 hover:underline md:hidden`}
          >
            ← {t('studio.allItems')}
          </button>
          <div>
            <h2 id="item-title" className="text-xl font-semibold break-all">
              {item.label}
            </h2>
            <p className="text-muted-foreground text-sm">
              {t(KIND_LABELS[item.kind])}
              {item.kind === 'part' &&
                ` · ${
                  item.forms.length
                    ? t('studio.usedBy', {
                        forms: item.forms.map(formName).join(', '),
                      })
                    : t('studio.usedByNone')
                }`}
            </p>
            {item.kind !== 'language' && (
              <p className="text-muted-foreground text-sm">
                {item.screens.length
                  ? t('studio.appearsOn', { screens: item.screens.map((s) => t(s)).join(', ') })
                  : t('studio.appearsOnNone')}
              </p>
            )}
          </div>
          <StudioTabs
            tabs={tabs}
            current={tab}
            onChange={setTab}
            label={t('studio.views', { item: item.label })}
          />
          <div
            role="tabpanel"
            id={`panel-${tab}`}
            aria-labelledby={`tab-${tab}`}
            className="min-w-0"
          >
            {panel(item)}
          </div>
        </section>
      ) : (
        <p className="text-muted-foreground hidden text-sm md:block">{t('studio.chooseItem')}</p>
      )}
    </div>
  );
}
