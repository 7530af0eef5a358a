import { useT } from '@/i18n/texts-provider';
import { TARGET } from '../shell/studio-classes';
import { changedFromBaseline, type StudioItem } from './studio-items';
import type { StudioForms } from '@/shared/api/answers';

interface ItemListProps {
  data: StudioForms;
  items: StudioItem[];
  selected?: string;
  drafted: ReadonlySet<string>;
  onSelect: (item: StudioItem) => void;
}

function Group({ title, items, ...props }: ItemListProps & { title: string }) {
  const { data, selected, drafted, onSelect } = props;
  const t = useT();
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h2 className="text-muted-foreground px-1 text-xs font-semibold tracking-wide uppercase">
        {title}
      </h2>
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const draft = item.files.some((file) => drafted.has(file));
          const live = changedFromBaseline(data, item)
            ? t('studio.list.itemLive', { version: data.version?.id ?? '?' })
            : t('studio.list.itemBaseline');
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={item.id === selected ? 'true' : undefined}
                onClick={() => onSelect(item)}
                className={`${TARGET} hover:bg-accent aria-[current=true]:bg-accent flex w-full items-center justify-between gap-2 rounded-md px-2 py-1 text-left text-sm`}
              >
                <span className="flex min-w-0 flex-col break-words">
                  <span className="font-medium">{item.label}</span>
                  {item.screens.length > 0 && (
                    <span className="text-muted-foreground text-xs">
                      {item.screens.map((screen) => t(screen)).join(', ')}
                    </span>
                  )}
                </span>
                <span className="flex shrink-0 items-center gap-1 text-xs">
                  <span className="text-muted-foreground">{live}</span>
                  {draft && (
                    <span className="rounded bg-amber-100 px-1.5 font-medium text-amber-900">
                      {t('studio.list.draft')}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The forms, shared parts and languages, each with what is live and whether it has a draft. */
export function ItemList(props: ItemListProps) {
  const { data, items } = props;
  const t = useT();
  return (
    <nav aria-label={t('studio.list.label')} className="flex flex-col gap-4">
      <p className="text-sm">
        {data.version
          ? t('studio.list.liveVersion', {
              version: data.version.id,
              author: data.version.author,
            })
          : t('studio.list.liveBaseline')}
      </p>
      <Group
        {...props}
        title={t('studio.list.forms')}
        items={items.filter((i) => i.kind === 'form')}
      />
      <Group
        {...props}
        title={t('studio.list.parts')}
        items={items.filter((i) => i.kind === 'part')}
      />
      <Group
        {...props}
        title={t('studio.list.languages')}
        items={items.filter((i) => i.kind === 'language')}
      />
    </nav>
  );
}
