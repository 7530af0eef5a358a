import type { ImpactResult, Problem, VersionWithDiff } from '@/shared/api/answers';

/**
 * Static data for the Studio's stories: the shipped form files as text, and answers as the server
 * gives them. The panels take everything by props, so stories need no server.
 */
// The form files only: `schemas/i18n/` holds the languages, which are not form files.
const modules = import.meta.glob<object>(
  ['../../../schemas/*.json', '../../../schemas/defs/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

export const sampleTexts: Record<string, string> = Object.fromEntries(
  Object.entries(modules).map(([path, value]) => [
    path.replace('../../../schemas/', ''),
    `${JSON.stringify(value, null, 2)}\n`,
  ]),
);

export const sampleProblems: Problem[] = [
  {
    file: 'business.ui.json',
    pointer: '/businessCategory/ui:widget',
    message: 'widget "select-box" is not registered',
  },
  {
    file: 'defs/business.json',
    pointer: '/properties/businessName/maxLength',
    message: 'may be at most 150, as the original forms allow',
  },
];

export const sampleImpact: ImpactResult = {
  problems: [],
  impact: [
    {
      form: 'business',
      records: 1240,
      invalid: 37,
      alreadyInvalid: 2,
      reasons: [
        {
          pointer: '/specialities',
          label: 'Specialities',
          message: 'Say a little more.',
          count: 31,
        },
        {
          pointer: '/businessTagline',
          label: 'Business Tagline',
          message: 'must NOT have more than 80 characters',
          count: 6,
        },
      ],
    },
    { form: 'wizard-business', records: 0, invalid: 0, alreadyInvalid: 0, reasons: [] },
  ],
  affected: [
    {
      memberId: '0b5d7a52-1c1f-4b57-9a8e-3f0c2a1d9e01',
      memberName: 'Asha K Rao',
      businesses: ['Rao Textiles', 'Rao Silks'],
    },
    {
      memberId: '1c2e8b63-2d20-4c68-8b9f-4a1d3b2e0f12',
      memberName: 'सुनील शर्मा',
      businesses: ['शर्मा स्वीट्स'],
    },
  ],
  affectedMembers: 35,
};

const version = (id: number, extra: Partial<VersionWithDiff>): VersionWithDiff => ({
  id,
  action: 'publish',
  rolledBackTo: null,
  author: '+91******3210',
  createdAt: `2025-06-0${id}T10:15:00.000Z`,
  note: '',
  baselineHash: '4f1c2a9b7d3e8f60',
  onCurrentBaseline: true,
  changedFiles: ['defs/business.json'],
  changes: [],
  diff: '',
  ...extra,
});

export const sampleVersions: VersionWithDiff[] = [
  version(3, {
    action: 'rollback',
    rolledBackTo: 1,
    note: 'Back to the shorter label',
    changes: [
      {
        kind: 'label',
        file: 'defs/business.json',
        field: 'Company name',
        before: 'Company name',
        after: 'Business Name',
      },
    ],
    diff: '--- defs/business.json\n+++ defs/business.json\n-    "businessName": { "title": "Company name" ...\n+    "businessName": { "title": "Business Name" ...',
  }),
  version(2, {
    note: 'Rename business name',
    changes: [
      {
        kind: 'label',
        file: 'defs/business.json',
        field: 'Business Name',
        before: 'Business Name',
        after: 'Company name',
      },
    ],
    diff: '--- defs/business.json\n+++ defs/business.json\n-    "businessName": { "title": "Business Name" ...\n+    "businessName": { "title": "Company name" ...',
  }),
  version(1, {
    note: 'Add a website field',
    baselineHash: '0a9e33c1d2b4f5a6',
    onCurrentBaseline: false,
    changedFiles: ['business.schema.json'],
    changes: [{ kind: 'added', file: 'business.schema.json', field: 'Website' }],
    diff: '--- business.schema.json\n+++ business.schema.json\n+    "website": { "title": "Website", "type": "string", "maxLength": 200 }',
  }),
];
