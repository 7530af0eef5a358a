/**
 * shadcn's Button renders Radix's Slot only when asked `asChild`, which none of our screens or
 * forms does (its own templates do not either): the Slot and its ref merging stay off every page.
 * Asking for it fails at once, so a screen that starts to will not ship a silently broken button.
 */
export function Slot(): never {
  throw new Error("shadcn's Button with asChild is not offered: render a Link or a button instead");
}
