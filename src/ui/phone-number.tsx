import { displayPhone } from '@/lib/phone-parts';

/**
 * A phone as members read it ("+91 98172 54989") inside a sentence: on one line, so the sentence
 * around it wraps before it and never between the code and the number, and isolated left to right
 * whatever the sentence's direction.
 */
export function PhoneNumber({ phone, className = '' }: { phone: string; className?: string }) {
  return (
    <span dir="ltr" className={`whitespace-nowrap ${className}`.trim()}>
      {displayPhone(phone)}
    </span>
  );
}
