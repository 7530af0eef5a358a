import type { FormContext } from '../../../widgets/form-context';

/** Stand-in data sources for stories and previews; the app passes the API's. */
export const sampleGroups = [
  { groupNumber: '101', groupName: 'Pune Central', region: 'West' },
  { groupNumber: '102', groupName: 'Pune East', region: 'West' },
  { groupNumber: '201', groupName: 'Chennai Marina', region: 'South' },
];

export const sampleContext: Omit<FormContext, 'patchFormData'> = {
  optionSources: {
    regions: ['North', 'South', 'East', 'West', 'Central'],
    countries: ['India', 'Nepal', 'Sri Lanka', 'United Arab Emirates'],
    entityTypes: ['Sole Proprietorship', 'Partnership', 'LLP', 'Private Limited Company'],
    categories: ['Manufacturing', 'Retail', 'Services', { value: 'other', label: 'Other' }],
    subCategories: ['Clothing', 'Electronics', 'Food'],
  },
  searchGroups: async (name) =>
    sampleGroups.filter((g) => g.groupName.toLowerCase().includes(name.toLowerCase())),
  uploadLogo: async (file) => URL.createObjectURL(file),
};
