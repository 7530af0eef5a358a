import type { BuiltField } from '../helpers/built-form';

/** Where the bench writes the form's descriptor, beside the page's build (`GET /forms/:name`). */
export const BUILT_DESCRIPTOR = '/built/business.json';

const choices = (...labels: string[]) =>
  labels.map((label) => ({ value: label.toLowerCase().replace(/\W+/g, '-'), label }));

/**
 * Thirty fields an office might add to the business form, as the Studio builds them: every kind of
 * the registry, several twice, five of them shown on an earlier answer (one a chain two deep).
 */
export const BUILT_FIELDS: BuiltField[] = [
  { name: 'tradeName', kind: 'shortText', label: 'Trade name', required: true },
  { name: 'about', kind: 'longText', label: 'About the business' },
  { name: 'employees', kind: 'number', label: 'Number of employees', settings: { minimum: 1 } },
  {
    name: 'turnover',
    kind: 'number',
    label: 'Annual turnover (lakh ₹)',
    settings: { whole: false, minimum: 0 },
  },
  { name: 'gstRegistered', kind: 'yesNo', label: 'Is the business registered for GST?' },
  {
    name: 'gstin',
    kind: 'gstin',
    label: 'GSTIN',
    required: true,
    showWhen: { field: 'gstRegistered', values: [true] },
  },
  { name: 'pan', kind: 'pan', label: 'PAN' },
  { name: 'udyamRegistered', kind: 'yesNo', label: 'Is the business registered on Udyam?' },
  {
    name: 'udyam',
    kind: 'udyam',
    label: 'Udyam number',
    required: true,
    showWhen: { field: 'udyamRegistered', values: [true] },
  },
  {
    name: 'premises',
    kind: 'oneChoice',
    label: 'Premises',
    settings: { choices: choices('Owned', 'Rented', 'Shared', 'From home') },
  },
  {
    name: 'rent',
    kind: 'number',
    label: 'Monthly rent (₹)',
    showWhen: { field: 'premises', values: ['rented'] },
  },
  { name: 'exports', kind: 'yesNo', label: 'Do you export?' },
  {
    name: 'markets',
    kind: 'severalChoices',
    label: 'Export markets',
    required: true,
    settings: { choices: choices('Europe', 'Gulf', 'USA', 'South-East Asia', 'Africa') },
    showWhen: { field: 'exports', values: [true] },
  },
  {
    name: 'eori',
    kind: 'shortText',
    label: 'EORI number',
    showWhen: { field: 'markets', values: ['europe'] },
  },
  {
    name: 'languages',
    kind: 'severalChoices',
    label: 'Languages spoken',
    settings: { choices: choices('Hindi', 'Tamil', 'English', 'Marathi'), other: true },
  },
  { name: 'founded', kind: 'date', label: 'Date founded', settings: { notInFuture: true } },
  { name: 'officeEmail', kind: 'email', label: 'Office email' },
  { name: 'officePhone', kind: 'phone', label: 'Office phone' },
  { name: 'shop', kind: 'webAddress', label: 'Online shop' },
  { name: 'officePin', kind: 'pinCode', label: 'Registered office PIN code' },
  { name: 'ifsc', kind: 'ifsc', label: 'Bank IFSC' },
  { name: 'bank', kind: 'shortText', label: 'Bank name' },
  { name: 'accountHolder', kind: 'shortText', label: 'Account holder' },
  {
    name: 'sector',
    kind: 'oneChoice',
    label: 'Sector',
    settings: {
      choices: choices('Food', 'Textiles', 'Leather', 'Chemicals', 'Engineering', 'Software'),
      other: true,
    },
  },
  {
    name: 'certifications',
    kind: 'severalChoices',
    label: 'Certifications',
    settings: { choices: choices('ISO 9001', 'ISO 14001', 'FSSAI', 'BIS'), maxItems: 3 },
  },
  { name: 'womenLed', kind: 'yesNo', label: 'Is the business led by women?' },
  { name: 'fssai', kind: 'shortText', label: 'FSSAI licence number', settings: { maxLength: 14 } },
  {
    name: 'lastAudit',
    kind: 'date',
    label: 'Last audit',
    settings: { earliest: '2000-01-01', latest: '2030-12-31' },
  },
  { name: 'hsn', kind: 'shortText', label: 'Main HSN code', settings: { maxLength: 8 } },
  { name: 'notes', kind: 'longText', label: 'Anything else we should know' },
];

/** The member's answers to them, each valid, every follow-up shown (the EORI number too). */
export const BUILT_ANSWERS: Record<string, unknown> = {
  tradeName: 'Asha Textiles',
  about: 'Hand-woven cotton sarees and stoles.',
  employees: 12,
  turnover: 84.5,
  gstRegistered: true,
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  udyamRegistered: true,
  udyam: 'UDYAM-MH-26-0012345',
  premises: 'rented',
  rent: 25000,
  exports: true,
  markets: ['europe', 'gulf'],
  eori: 'GB123456789000',
  languages: ['hindi', 'marathi'],
  founded: '2009-06-01',
  officeEmail: 'asha@example.com',
  officePhone: '919803685087',
  shop: 'https://example.com',
  officePin: '411001',
  ifsc: 'SBIN0001234',
  bank: 'State Bank of India',
  accountHolder: 'Asha Textiles',
  sector: 'textiles',
  certifications: ['iso-9001'],
  womenLed: true,
  fssai: '10012022000123',
  lastAudit: '2024-03-15',
  hsn: '5208',
  notes: 'Open on Sundays.',
};
