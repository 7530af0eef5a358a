import type { DirectoryItem, Listing } from './directory-types';

/** A listed business as the directory's search answers it. */
export const sampleItem = (overrides: Partial<DirectoryItem> = {}): DirectoryItem => ({
  id: '0198f0f0-0000-7000-8000-0000000000a1',
  businessName: 'शर्मा टेक्सटाइल्स',
  logo: null,
  category: 'Retail',
  categoryLabel: 'Retail',
  city: 'Pune',
  groupNumber: '101',
  groupName: 'Sample Pune Central',
  ownerName: 'Asha Sharma',
  ...overrides,
});

/** A listing as another member opens it, its owner showing their phone. */
export const sampleListing = (overrides: Partial<Listing> = {}): Listing => ({
  id: '0198f0f0-0000-7000-8000-0000000000a1',
  businessName: 'शर्मा टेक्सटाइल्स',
  logo: null,
  tagline: 'Fabrics since 1982',
  category: 'Retail',
  categoryLabel: 'Retail',
  subCategory: null,
  description: 'Wholesale and retail fabrics.',
  specialities: 'Silk, cotton',
  interests: 'Exports',
  whatDoYouWantFromUs: 'Referrals to tailors and boutiques.',
  addresses: [
    {
      text: '12 MG Road, Pune, Maharashtra 411001',
      city: 'Pune',
      mapsUrl: 'https://maps.app.goo.gl/AbC123xyz',
    },
  ],
  owner: {
    name: 'Asha Sharma',
    groupNumber: '101',
    groupName: 'Sample Pune Central',
    region: 'West',
  },
  phone: { display: '+91 98172 54989', tel: '+919817254989', whatsapp: '919817254989' },
  own: false,
  ...overrides,
});
