/**
 * What the directory's routes answer (GET /api/directory, /filters and /:id), as the screens read
 * them.
 */
export interface DirectoryItem {
  id: string;
  businessName: string;
  logo: string | null;
  category: string;
  categoryLabel: string;
  city: string | null;
  groupNumber: string;
  groupName: string;
  ownerName: string;
}

export interface DirectoryPage {
  items: DirectoryItem[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export interface DirectoryFilters {
  categories: { value: string; label: string }[];
  cities: { value: string; label: string }[];
  regions: string[];
  groups: { number: string; name: string }[];
}

export interface ListingPhone {
  /** As people read it: "+91 98172 54989". */
  display: string;
  /** For a `tel:` link: "+919817254989". */
  tel: string;
  /** For `https://wa.me/`: "919817254989". */
  whatsapp: string;
}

export interface Listing {
  id: string;
  businessName: string;
  logo: string | null;
  tagline: string | null;
  category: string;
  categoryLabel: string;
  subCategory: string | null;
  description: string;
  specialities: string;
  interests: string;
  whatDoYouWantFromUs: string;
  addresses: { text: string; city: string | null; mapsUrl: string | null }[];
  owner: { name: string; groupNumber: string; groupName: string; region: string };
  phone: ListingPhone | null;
  own: boolean;
}
