import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { LanguageControl } from '@/ui/language-control';
import { TARGET } from './studio-classes';
import { usePhoneText } from './use-phone-text';

/**
 * The Studio's header: its name, the language staff read it in, and who is signed in with the way
 * out. The language is kept in this browser as the member app keeps it, never on a member's
 * profile (see `LanguageControl`).
 */
export function StudioHeader({ phone, onSignOut }: { phone?: string; onSignOut: () => void }) {
  const t = useT();
  const phoneText = usePhoneText(phone ? [phone] : undefined);
  return (
    <header className="bg-card border-b">
      <div className="mx-auto flex min-h-16 w-full max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p className="text-lg font-semibold">
          {t('studio.title')}{' '}
          <span className="text-muted-foreground text-sm font-normal">
            · {t('app.productName')}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <LanguageControl profile={false} />
          {phone && (
            <>
              <span className="text-muted-foreground whitespace-nowrap">{phoneText(phone)}</span>
              <Button type="button" variant="outline" className={TARGET} onClick={onSignOut}>
                {t('app.signOut')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
