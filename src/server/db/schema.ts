/**
 * Tables as Kysely sees them. Times are ISO-8601 UTC text and flags are 0/1 integers, so SQLite
 * and PostgreSQL store, compare and return them the same way.
 */
export interface Database {
  groups: { group_number: string; group_name: string; region: string; is_sample: number };
  categories: { category: string; sub_categories: string; position: number };
  entity_types: { country: string; entity_types: string };
  users: {
    id: string;
    phone: string;
    password_hash: string | null;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    email: string;
    alternate_phone: string | null;
    group_number: string;
    group_name: string;
    region: string;
    source: 'signup' | 'wizard';
    /** A code of the live languages the member chose to read in; null until they choose. */
    preferred_language: string | null;
    /** Answers to the fields staff added to the profile forms, as JSON; null while none. */
    answers: string | null;
    /** When the member asked to be deleted, and when the purge erases them; null unless scheduled. */
    deletion_requested_at?: string | null;
    deletion_due_at?: string | null;
    /** 1 when the member shows their phone on their directory listings; 0 by default. */
    directory_phone?: number;
    created_at: string;
    updated_at: string;
  };
  businesses: {
    id: string;
    owner_id: string;
    business_name: string;
    /** The business as JSON, validated by the business schema: new schema fields need no migration. */
    document: string;
    created_at: string;
    updated_at: string;
  };
  /** A member's deleted business, restorable for a while (see the business service). */
  deleted_businesses: Database['businesses'] & { deleted_at: string };
  logos: {
    id: string;
    upload_key: string;
    owner_id: string | null;
    content: Uint8Array;
    /** 1 once a saved business points at it; unreferenced uploads are purged after 24 h. */
    attached: number;
    created_at: string;
  };
  otp_codes: {
    id: string;
    phone: string;
    code_hash: string;
    attempts: number;
    /** pending, approved, exhausted, replaced or failed: only a pending code verifies. */
    status: 'pending' | 'approved' | 'exhausted' | 'replaced' | 'failed';
    ip: string;
    created_at: string;
    expires_at: string;
  };
  /** One row per phone ever sent a code: the row a send locks, so sends of one phone take turns. */
  otp_phones: { phone: string };
  /** Daily budgets: `used` units of `key` on `day` (YYYY-MM-DD, UTC). */
  quotas: { key: string; day: string; used: number };
  verifications: {
    /** The uid the browser gets back and the wizard submits: a 256-bit secret. */
    id: string;
    token_hash: string;
    phone: string;
    provider: string;
    created_at: string;
    used_at: string | null;
  };
  refresh_tokens: {
    id: string;
    family_id: string;
    user_id: string;
    token_hash: string;
    parent_id: string | null;
    created_at: string;
    /** The family's absolute end: 30 days after sign-in, whatever the rotations. */
    expires_at: string;
    rotated_at: string | null;
    revoked_at: string | null;
  };
  /**
   * Published form versions (Form Studio), never changed once written. `files` is JSON of the files
   * that differ from the baseline (schemas/) the version was made on; the rest is the baseline's.
   */
  form_versions: {
    id: number;
    action: 'publish' | 'rollback';
    rolled_back_to: number | null;
    files: string;
    /** The staff member's E.164 phone. */
    author: string;
    note: string;
    /** filesHash of the baseline the version was made on: an upgrade changes it. */
    baseline_hash: string;
    created_at: string;
  };
  /** Validator modules by content hash: published versions' and drafts' in preview. */
  form_modules: { hash: string; code: string; created_at: string };
  /** Staff the app added; STAFF_PHONES are admins by configuration and never stored here. */
  staff: {
    phone: string;
    role: 'admin' | 'editor' | 'viewer';
    /** The admin's E.164 phone. */
    added_by: string;
    created_at: string;
    updated_at: string;
  };
  /**
   * Each staff phone's session generation: a Studio token names the one it was signed in; adding,
   * removing or a role change moves it on, which ends every earlier token. Outlives the staff row.
   */
  staff_sessions: { phone: string; generation: number };
  /** Export links already used (each works once), until they expire. */
  export_links_used: { id: string; expires_at: string };
  /** Each consent a member gave (migrations/consents.ts); rows are only added. */
  consents: {
    /** UUIDv7: time-ordered, so id order is the order they were given. */
    id: string;
    user_id: string;
    /** The privacy notice's version agreed to. */
    notice_version: string;
    /** The language the notice was read in (a code of the live languages). */
    language: string;
    channel: 'signup' | 'wizard' | 'renewal';
    /** 1 when a volunteer entered it for the member (the wizard). */
    entered_by_other: number;
    created_at: string;
  };
  /** Members' requests to the office (migrations/member-requests.ts): today, concerns. */
  member_requests: {
    /** UUIDv7. */
    id: string;
    user_id: string;
    kind: 'concern';
    /** The concern form's answers, as JSON. */
    answers: string;
    status: 'open' | 'answered';
    reply: string | null;
    /** The E.164 phone of the staff member who replied. */
    replied_by: string | null;
    replied_at: string | null;
    /** created_at + GRIEVANCE_DAYS. */
    due_at: string;
    created_at: string;
  };
  /**
   * One row per business its owner shows in the members' directory (migrations/directory.ts); no
   * row, not listed. Written in the transaction of the business, profile or deletion change.
   */
  directory_listings: {
    /** businesses.id. */
    business_id: string;
    owner_id: string;
    business_name: string;
    /** businessCategory as stored; for "other", the member's own category text. */
    category: string;
    sub_category: string | null;
    /** The first address's city, as typed. */
    city: string | null;
    /** Every address's city through directoryKey(), each wrapped: "|pune|mumbai|". */
    cities: string;
    group_number: string;
    group_name: string;
    region: string;
    /** "First Middle Last", no double space without a middle name. */
    owner_name: string;
    /** businessLogo as stored. */
    logo: string | null;
    /** directoryKey() of the name, category, sub-category, cities, specialities, interests, owner. */
    search_key: string;
    updated_at: string;
  };
  /** Each directory choice a member made, the consent record of the opt-ins; rows only added. */
  directory_choices: {
    /** UUIDv7. */
    id: string;
    user_id: string;
    /** null for the phone choice. */
    business_id: string | null;
    choice: 'listing' | 'phone';
    /** 1 = Yes, 0 = No. */
    shown: number;
    /** The privacy notice's version when the choice was made. */
    notice_version: string;
    created_at: string;
  };
  /** Listings a member opened per UTC day (YYYY-MM-DD): the daily cap and the heavy-viewer flag. */
  directory_views: { user_id: string; day: string; views: number };
  /**
   * A referral one member gave another's listed business (migrations/referrals.ts). The members'
   * groups are as they were when it was given; a member's id is null once they are erased, and the
   * contact's details (name, phone, need, added answers) null once `contact_erased_at` is set.
   */
  referrals: {
    /** UUIDv7. */
    id: string;
    business_id: string;
    business_name: string;
    giver_id: string | null;
    receiver_id: string | null;
    giver_group_number: string;
    giver_group_name: string;
    giver_region: string;
    receiver_group_number: string;
    receiver_group_name: string;
    receiver_region: string;
    contact_name: string | null;
    /** E.164. */
    contact_phone: string | null;
    need: string | null;
    /** Answers to the fields staff added to the referral form, as JSON; null while none. */
    answers: string | null;
    warmth: string;
    status: 'new' | 'contacted' | 'won' | 'lost';
    /** Whole rupees, excluding GST, once won. */
    value: number | null;
    lost_reason: string | null;
    created_at: string;
    updated_at: string;
    /** When it was won or lost. */
    closed_at: string | null;
    contact_erased_at: string | null;
  };
  /** Each state a referral reached, in order (its creation as `new` first). */
  referral_events: {
    /** UUIDv7: time-ordered. */
    id: string;
    referral_id: string;
    status: 'new' | 'contacted' | 'won' | 'lost';
    value: number | null;
    reason: string | null;
    /** The member who made the change; null once erased. */
    actor: string | null;
    created_at: string;
  };
  /** Who did what in the Studio: written once, never updated or deleted (triggers refuse it). */
  audit_events: {
    /** UUIDv7. */
    id: string;
    created_at: string;
    /** The staff member's E.164 phone. */
    actor: string;
    actor_role: 'admin' | 'editor' | 'viewer' | null;
    action: string;
    subject: string | null;
    /** JSON, at most 4 kB. */
    details: string | null;
    ip: string;
  };
}
