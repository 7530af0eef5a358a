import { useEffect, useState } from 'react';
import { metadataForNumber } from '@/fast/phone';
import { digitsOnly } from '@/shared/digits';
import { phoneText } from '@/shared/phone';

/**
 * `phoneText` for the canonical phones a screen lists: "+91 98036 85087" once their countries'
 * rules have arrived in the browser (the screen shows them again then), E.164 until.
 */
export function usePhoneText(phones: readonly string[] | undefined): (e164: string) => string {
  const [, arrived] = useState(0);
  const key = [...new Set(phones)].join(' ');
  useEffect(() => {
    let current = true;
    for (const phone of key ? key.split(' ') : [])
      void metadataForNumber(digitsOnly(phone))?.then(
        (changed) => current && changed && arrived((n) => n + 1),
      );
    return () => {
      current = false;
    };
  }, [key]);
  return phoneText;
}
