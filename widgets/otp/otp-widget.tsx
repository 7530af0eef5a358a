import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { digitsOnly } from '@/shared/digits';
import { useT } from '@/i18n/texts-provider';
import { fieldClass } from '../field-class';

export const OTP_LENGTH = 6;

/**
 * Six boxes, one digit each. Typing advances, Backspace on an empty box goes back, and a
 * paste is taken only when exactly six digits remain once everything else is stripped.
 */
export function OtpWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  autofocus,
  rawErrors = [],
  options,
  label,
}: WidgetProps) {
  const t = useT();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) =>
    typeof value === 'string' ? (value[i] ?? '') : '',
  );
  const inactive = disabled || readonly;

  const emit = (next: string[]) => {
    const joined = next.join('');
    onChange(joined === '' ? options.emptyValue : joined);
  };
  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const type = (index: number, raw: string) => {
    // Phones autofill the whole code into the first box.
    if (digitsOnly(raw).length === OTP_LENGTH) {
      emit(digitsOnly(raw).split(''));
      focusBox(OTP_LENGTH - 1);
      return;
    }
    const digit = digitsOnly(raw).slice(-1);
    if (raw !== '' && digit === '') return;
    const next = [...digits];
    next[index] = digit;
    emit(next);
    if (digit !== '' && index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const key = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      emit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (pasted.length !== OTP_LENGTH) return;
    emit(pasted.split(''));
    focusBox(OTP_LENGTH - 1);
  };

  return (
    <div
      role="group"
      aria-label={label || t('widgets.otp.label')}
      className="flex gap-2"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          id={index === 0 ? id : `${id}-${index}`}
          aria-label={t('widgets.otp.digit', { index: index + 1, count: OTP_LENGTH })}
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={rawErrors.length > 0 || undefined}
          className={fieldClass('size-11 text-center text-lg font-semibold sm:size-12')}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autofocus && index === 0}
          maxLength={OTP_LENGTH}
          value={digit}
          disabled={disabled}
          readOnly={readonly}
          onChange={(event) => !inactive && type(index, event.target.value)}
          onKeyDown={(event) => !inactive && key(index, event)}
          onPaste={(event) => !inactive && paste(event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
