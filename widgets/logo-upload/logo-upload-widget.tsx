import { useRef, useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import type { FormContext } from '../form-context';

/** What the server accepts (src/server/services/logo-images.ts); the browser's picker offers
 * only these. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Picks an image, uploads it through `formContext.uploadLogo` and stores the URL it returns,
 * with a preview. A failed upload keeps the previous logo and says 'Upload unsuccessful!'.
 */
export function LogoUploadWidget({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readonly,
  registry,
  rawErrors = [],
}: WidgetProps) {
  const t = useT();
  const context = registry.formContext as FormContext;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const inactive = disabled || readonly || state === 'uploading';

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type) || !context.uploadLogo) {
      setState('failed');
      return;
    }
    setState('uploading');
    try {
      onChange(await context.uploadLogo(file));
      setState('idle');
    } catch (error) {
      console.warn('Logo upload failed', error);
      setState('failed');
    } finally {
      onBlur(id, value);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <div className="bg-muted flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border">
        {typeof value === 'string' && value !== '' ? (
          <img src={value} alt={t('ui.logoPreview')} className="size-full object-contain" />
        ) : (
          <span aria-hidden className="text-muted-foreground text-2xl">
            ⌂
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept={LOGO_TYPES.join(',')}
          className="sr-only"
          disabled={inactive}
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={rawErrors.length > 0 || undefined}
          onChange={(event) => void upload(event)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={inactive}
          onClick={() => input.current?.click()}
          aria-controls={id}
        >
          {state === 'uploading'
            ? t('ui.uploading')
            : value
              ? t('ui.changeLogo')
              : t('ui.chooseLogo')}
        </Button>
        {state === 'failed' && (
          <p role="alert" className="text-destructive text-sm">
            {t('ui.uploadFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
