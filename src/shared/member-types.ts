/** What the Studio's Members area reads from /api/studio/members (server and Studio alike). */

export type MemberSource = 'signup' | 'wizard';

/** One line of the members' table. */
export interface MemberRow {
  id: string;
  name: string;
  /** E.164. */
  phone: string;
  groupNumber: string;
  groupName: string;
  region: string;
  source: MemberSource;
  /** When they joined: ISO-8601 UTC. */
  joined: string;
  businesses: number;
}

/** A page of a keyset-paged list; `next` asks for the following page, null on the last. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/**
 * A field of a live form with its English label and the stored value as text; a list of objects
 * (the business addresses) has `items` instead, one list of fields per entry.
 */
export interface FieldValue {
  key: string;
  label: string;
  value?: string;
  /** The value is the address of an image (a logo), shown as the image. */
  image?: boolean;
  /** The field is no longer asked; this is an answer given before. */
  retired?: boolean;
  items?: FieldValue[][];
}

export interface MemberBusiness {
  id: string;
  name: string;
  created: string;
  /** Every field of the live business form, in its order, staff-added ones included. */
  fields: FieldValue[];
  /** Stored values of fields the live form no longer has, by key. */
  unlisted: Record<string, string>;
}

export interface MemberDetail {
  member: MemberRow & {
    firstName: string;
    middleName: string | null;
    lastName: string;
    email: string;
    alternatePhone: string | null;
    preferredLanguage: string | null;
    /** Answers to the fields staff added to the profile forms, in the profile form's order. */
    answers: FieldValue[];
  };
  businesses: MemberBusiness[];
}
