import type { ComponentProps } from 'react';

/**
 * What shadcn's Separator renders through Radix's, for the rule under a title: a decorative one is
 * `role="none"` (not announced), a meaningful one a `separator` with its orientation, both marked
 * with `data-orientation` for shadcn's classes. Radix's primitive stays off every page.
 */
export function Root({
  decorative,
  orientation = 'horizontal',
  ...props
}: ComponentProps<'div'> & { decorative?: boolean; orientation?: 'horizontal' | 'vertical' }) {
  const semantic = decorative
    ? { role: 'none' }
    : {
        role: 'separator',
        'aria-orientation': orientation === 'vertical' ? orientation : undefined,
      };
  return <div data-orientation={orientation} {...semantic} {...props} />;
}
