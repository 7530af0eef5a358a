import type { Answer } from '@/shared/api/answers';

/** A page of the directory's search (GET /api/directory). */
export type DirectoryPage = Answer<'/api/directory', 'get'>;

/** One listed business in the search's results. */
export type DirectoryItem = DirectoryPage['items'][number];

/** The filters' choices, from listed businesses only (GET /api/directory/filters). */
export type DirectoryFilters = Answer<'/api/directory/filters', 'get'>;

/** One listing as members open it (GET /api/directory/:id). */
export type Listing = Answer<'/api/directory/{id}', 'get'>;

/** The owner's phone, only when they show it: display ("+91 98172 54989"), tel and WhatsApp digits. */
export type ListingPhone = NonNullable<Listing['phone']>;
