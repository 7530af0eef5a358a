/**
 * The most a form may hold, whoever builds it. A form over one is a problem at publish, and the
 * route schemas, compiled from the baseline when the server starts, bound the fields a live version
 * adds by the same figures, so a request is refused for its size before the form reads it.
 */
export const CEILINGS = {
  /**
   * Fields of one form, counting those shown on a condition. The largest shipped form has 13 and
   * the Studio's speed budget is measured at 30; past 100 a member would not finish on a phone.
   */
  fields: 100,
  /**
   * Choices of one field, retired ones and "Other" included: a several-choices answer holds at
   * most this many. The world's 249 countries fit; a longer list belongs in a searchable source.
   */
  choices: 300,
  /** Characters of a choice's label or stored value: a label is read in a radio or a list row. */
  choiceText: 200,
} as const;
