/** Phone numbers in logs show only their last 4 digits ("******3210"). */
export const maskPhones = (text: string) =>
  text.replace(
    /\+?\d{6,15}/g,
    (digits) => `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`,
  );
