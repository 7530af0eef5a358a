import type { EnumOptionsType, RJSFSchema, WidgetProps } from '@rjsf/utils';

type Options = EnumOptionsType<RJSFSchema>[];

/**
 * The choices a member is offered: every choice but those staff retired, except a retired one the
 * member already picked, which stays shown (and picked) so an old answer is neither hidden nor
 * lost by saving something else.
 */
export function offeredOptions(options: WidgetProps['options'], value: unknown): Options {
  const all = (options.enumOptions ?? []) as Options;
  const retired = Array.isArray(options.retired) ? (options.retired as unknown[]) : [];
  const picked = Array.isArray(value) ? value : [value];
  return all.filter((option) => !retired.includes(option.value) || picked.includes(option.value));
}
