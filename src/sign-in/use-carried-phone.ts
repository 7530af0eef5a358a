import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone form's data, starting from a phone carried from a refusal elsewhere ("Log in with this
 * phone"): the way on names it in the location's state, so it need not be typed again.
 */
export function useCarriedPhone() {
  const carried = (useLocation().state as { phone?: string } | null)?.phone;
  return useState<Record<string, unknown>>(() => (carried ? { phone: carried } : {}));
}
