import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import { BusinessLogo } from './business-logo';
import type { DirectoryItem } from './directory-types';

/**
 * One business in the directory's results: logo, name, category, city, its member and group. The name is the
 * link, and its box covers the card, so a tap anywhere on the card opens the listing; `search`
 * travels with it so the listing's Back link returns to these results.
 */
export function DirectoryCard({ item, search = '' }: { item: DirectoryItem; search?: string }) {
  const t = useT();
  return (
    <article className="hover:bg-accent/50 focus-within:ring-ring/50 relative flex gap-3 rounded-lg border p-3 focus-within:ring-[3px]">
      <BusinessLogo src={item.logo} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <h2 className="text-base font-semibold wrap-anywhere">
          <Link
            to={`/secure/directory/${encodeURIComponent(item.id)}`}
            state={{ search }}
            className="outline-none after:absolute after:inset-0 after:rounded-lg"
          >
            {item.businessName}
          </Link>
        </h2>
        <p className="text-sm wrap-anywhere">
          {item.categoryLabel}
          {item.city && <span className="text-muted-foreground"> · {item.city}</span>}
        </p>
        <p className="text-muted-foreground text-sm wrap-anywhere">
          {item.ownerName} ·{' '}
          {t('directory.groupLine', { number: item.groupNumber, name: item.groupName })}
        </p>
      </div>
    </article>
  );
}
