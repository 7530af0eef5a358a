import type { Translate } from '@/shared/i18n/format';

/** The question before a business is deleted: by its name, or "this business" without one. */
export const deleteBusinessTitle = (t: Translate, name: string) =>
  name ? t('confirm.deleteBusinessTitle', { name }) : t('confirm.deleteThisBusinessTitle');
