import { defined, kindOptions, textsOf } from './build-parts';
import type { FieldKind, FieldSettings } from './kind';
import { isObject } from '../validation/bundle-schema';

/** The message for the bounds staff set: each combination says exactly what is allowed. */
function boundsMessage({ earliest, latest, notInFuture }: FieldSettings): {
  key: string;
  values?: Record<string, string>;
} {
  if (earliest && latest) return { key: 'studio.kinds.date.between', values: { earliest, latest } };
  if (earliest && notInFuture)
    return { key: 'studio.kinds.date.fromToToday', values: { earliest } };
  if (earliest) return { key: 'studio.kinds.date.onOrAfter', values: { earliest } };
  if (latest) return { key: 'studio.kinds.date.onOrBefore', values: { latest } };
  return { key: 'studio.kinds.date.notInFuture' };
}

/** A calendar date, within the earliest and latest dates, or not in the future. */
export const date: FieldKind = {
  id: 'date',
  name: 'studio.kinds.date.name',
  settings: ['dates'],
  defaults: {},
  build({ label, settings }, say) {
    const t = textsOf(say);
    const { earliest, latest, notInFuture } = settings;
    const bounded = Boolean(earliest || latest || notInFuture);
    const errorMessage: Record<string, string> = {
      format: t.say('/errorMessage/format', 'studio.kinds.date.invalid'),
    };
    if (bounded) {
      const { key, values } = boundsMessage(settings);
      errorMessage.dateWithin = t.say('/errorMessage/dateWithin', key, values);
    }
    return {
      schema: defined({
        title: label,
        type: 'string',
        format: 'date',
        maxLength: 10,
        dateWithin: bounded
          ? defined({ earliest, latest, notInFuture: notInFuture || undefined })
          : undefined,
        errorMessage,
      }),
      ui: kindOptions('date', { inputType: 'date' }),
      texts: t.texts,
    };
  },
  read: (schema) => {
    const within = isObject(schema.dateWithin) ? schema.dateWithin : {};
    return defined({
      earliest: typeof within.earliest === 'string' ? within.earliest : undefined,
      latest: typeof within.latest === 'string' ? within.latest : undefined,
      notInFuture: within.notInFuture === true ? true : undefined,
    });
  },
  samples: { valid: ['2024-03-15', '1990-01-01'], invalid: ['15-03-2024', '2024-02-30'] },
};
