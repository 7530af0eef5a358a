/** A member's name as the Studio shows it: first, middle and last, the middle one when given. */
export const memberName = (row: {
  first_name: string;
  middle_name: string | null;
  last_name: string;
}) => [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ');
