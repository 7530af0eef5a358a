import { useEffect, useRef } from 'react';
import { metadataForNumber } from './loader';
import { canonicalPhone } from '@/shared/phone';
import { digitsOnly } from '@/shared/digits';

/**
 * The browser build knows the calling codes loaded so far (./loader.ts): a number of
 * another code reads as nothing until its slice arrives. This runs a widget's re-read once it has
 * arrived, if the widget is still there, with its latest country and value.
 */
export function useWhenMetadata(state: { iso: string; value: string | undefined }) {
  const latest = useRef(state);
  const mounted = useRef(false);
  useEffect(() => {
    latest.current = state;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return {
    latest,
    /**
     * What a stored value needs loaded, unless it already reads as a whole number. A paste is
     * read by its own digits too ("447911123456" pasted while India is chosen).
     */
    forNumber(value: string | undefined, pasted: boolean, text = '') {
      if (!value || canonicalPhone(value)) return undefined;
      return metadataForNumber(pasted && !text.trim().startsWith('+') ? digitsOnly(text) : value);
    },
    after(loading: Promise<boolean> | undefined, reread: () => void) {
      void loading?.then((arrived) => {
        if (arrived && mounted.current) reread();
      });
    },
  };
}
