import type { TextKey } from '@/shared/i18n/format';
import type { RequestSummary } from '@/shared/api/answers';

/** What each kind of request is called. */
export const KIND_NAMES: Record<RequestSummary['kind'], TextKey> = {
  concern: 'studio.requests.kind.concern',
  deletion: 'studio.requests.kind.deletion',
};

/** Where a request stands, in words. */
export const STATUS_NAMES: Record<RequestSummary['status'], TextKey> = {
  open: 'studio.requests.status.open',
  answered: 'studio.requests.status.answered',
  scheduled: 'studio.requests.status.scheduled',
};

/** A due date as staff read it: the day, in India time whatever the device's zone. */
export const DUE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Asia/Kolkata' };
