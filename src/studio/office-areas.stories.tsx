import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { areasOf, type StaffRole } from '@/shared/staff-roles';
import type {
  AuditEntry,
  MemberDetail,
  MemberRow,
  RequestDetail,
  RequestSummary,
  StaffEntry,
} from '@/shared/api/answers';
import type { StudioApi } from './shell/studio-api';
import { StudioAreas } from './studio-areas';

const ME = '+919811000001';

const MEMBERS: MemberRow[] = [
  {
    id: '0198f0f0-0000-7000-8000-000000000001',
    name: 'Lakshmi Narayanan Venkataraman',
    phone: '+919876543210',
    groupNumber: '201',
    groupName: 'Sample Chennai Marina',
    region: 'South',
    source: 'wizard',
    joined: '2026-11-20T10:15:00.000Z',
    businesses: 3,
  },
  {
    id: '0198f0f0-0000-7000-8000-000000000002',
    name: 'अनीता शर्मा',
    phone: '+919812345678',
    groupNumber: '101',
    groupName: 'Sample Pune Central',
    region: 'West',
    source: 'signup',
    joined: '2026-11-18T08:00:00.000Z',
    businesses: 0,
  },
];

const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="16" fill="#7a1f3d"/></svg>',
  );

const DETAIL: MemberDetail = {
  member: {
    ...MEMBERS[0]!,
    firstName: 'Lakshmi',
    middleName: 'Narayanan',
    lastName: 'Venkataraman',
    email: 'lakshmi@example.in',
    alternatePhone: null,
    answers: [{ key: 'languagesSpoken', label: 'Languages spoken', value: 'Tamil; English' }],
    preferredLanguage: 'ta',
  },
  businesses: [
    {
      id: 'b1',
      name: 'Sri Lakshmi Silks and Sarees Emporium',
      created: '2026-11-20T10:20:00.000Z',
      fields: [
        {
          key: 'businessName',
          label: 'Business Name',
          value: 'Sri Lakshmi Silks and Sarees Emporium',
        },
        { key: 'businessLogo', label: 'Business Logo', value: LOGO, image: true },
        { key: 'businessCategory', label: 'Business Category', value: 'other' },
        {
          key: 'otherBusinessCategory',
          label: 'Other Business Category',
          value: 'Handloom weaving',
        },
        { key: 'instagram', label: 'Instagram handle', value: '@lakshmisilks' },
        {
          key: 'businessAddress',
          label: 'Business Address',
          items: [
            [
              { key: 'addressLine1', label: 'Address Line 1', value: '14 Pondy Bazaar' },
              { key: 'city', label: 'City', value: 'Chennai' },
            ],
          ],
        },
      ],
      unlisted: { oldField: 'kept from an earlier form' },
      listed: true,
    },
  ],
  consents: [
    {
      noticeVersion: 'b41c09e2',
      language: 'ta',
      at: '2026-11-20T10:20:00.000Z',
      channel: 'wizard',
      enteredByOther: true,
    },
  ],
  directory: {
    phoneShown: false,
    choices: [
      {
        at: '2026-11-20T10:20:00.000Z',
        choice: 'listing',
        businessId: 'b1',
        businessName: 'Sri Lakshmi Silks and Sarees Emporium',
        shown: true,
        noticeVersion: 'b41c09e2',
      },
    ],
  },
};

const STAFF: StaffEntry[] = [
  { phone: ME, role: 'admin', bootstrap: true, addedBy: null, since: null },
  {
    phone: '+919822000002',
    role: 'editor',
    bootstrap: false,
    addedBy: ME,
    since: '2026-11-21T09:00:00.000Z',
  },
  {
    phone: '+919833000003',
    role: 'viewer',
    bootstrap: false,
    addedBy: ME,
    since: '2026-11-22T09:00:00.000Z',
  },
];

const AUDIT: AuditEntry[] = [
  {
    id: 'a3',
    at: '2026-11-25T10:02:00.000Z',
    actor: ME,
    actorRole: 'admin',
    action: 'export',
    subject: null,
    subjectName: null,
    details: { kind: 'members', rows: 1240, complete: true },
    ip: '10.0.0.12',
  },
  {
    id: 'a2',
    at: '2026-11-25T10:01:00.000Z',
    actor: '+919833000003',
    actorRole: 'viewer',
    action: 'member-viewed',
    subject: MEMBERS[0]!.id,
    subjectName: MEMBERS[0]!.name,
    details: null,
    ip: '10.0.0.14',
  },
  {
    id: 'a1',
    at: '2026-11-25T10:00:00.000Z',
    actor: ME,
    actorRole: 'admin',
    action: 'staff-role-changed',
    subject: '+919822000002',
    subjectName: null,
    details: { from: 'viewer', to: 'editor' },
    ip: '10.0.0.12',
  },
];

/** Members' requests: an overdue concern, a scheduled deletion, an answered concern. */
const REQUESTS: RequestSummary[] = [
  {
    id: '0198f0f0-0000-7000-8000-0000000000c1',
    kind: 'concern',
    memberId: MEMBERS[0]!.id,
    memberName: MEMBERS[0]!.name,
    about: 'Correcting my data',
    status: 'open',
    createdAt: '2026-10-20T09:00:00.000Z',
    dueAt: '2026-11-19T09:00:00.000Z',
    overdue: true,
  },
  {
    id: MEMBERS[1]!.id,
    kind: 'deletion',
    memberId: MEMBERS[1]!.id,
    memberName: MEMBERS[1]!.name,
    about: null,
    status: 'scheduled',
    createdAt: '2026-11-20T09:00:00.000Z',
    dueAt: '2026-12-20T09:00:00.000Z',
    overdue: false,
  },
  {
    id: '0198f0f0-0000-7000-8000-0000000000c2',
    kind: 'concern',
    memberId: MEMBERS[1]!.id,
    memberName: MEMBERS[1]!.name,
    about: 'Seeing the data you hold on me',
    status: 'answered',
    createdAt: '2026-11-01T09:00:00.000Z',
    dueAt: '2026-12-01T09:00:00.000Z',
    overdue: false,
  },
];

const OPENED: RequestDetail = {
  request: {
    ...REQUESTS[0]!,
    answers: [
      { key: 'topic', label: 'What is it about?', value: 'Correcting my data' },
      {
        key: 'details',
        label: 'Your concern',
        value: 'My group name is spelt wrongly.\nIt should read Sample Chennai Marina.',
      },
    ],
    reply: null,
    repliedBy: null,
    repliedAt: null,
  },
};

/** The Studio's client as the server would answer one role, with these members, staff and audit. */
const apiFor = (role: StaffRole, members: MemberRow[] = MEMBERS) =>
  ({
    me: async () => ({ phone: ME, role, areas: areasOf(role) }),
    members: async () => ({ items: members, next: members.length ? 'next' : null }),
    membersCount: async () => ({ members: members.length, businesses: 3 }),
    heavyViewers: async () => ({
      days: 30,
      median: 4,
      members: [
        {
          userId: MEMBERS[1]!.id,
          name: MEMBERS[1]!.name,
          groupNumber: '101',
          views: 1480,
          ratio: 370,
        },
      ],
    }),
    member: async () => DETAIL,
    regions: async () => ['North', 'South', 'West'],
    staff: async () => ({ staff: STAFF }),
    audit: async () => ({ items: AUDIT, next: null }),
    requests: async () => ({ requests: REQUESTS, grievanceDays: 30 }),
    request: async () => OPENED,
    forms: () => new Promise(() => {}),
  }) as unknown as StudioApi;

function Areas({ path, role, members }: { path: string; role: StaffRole; members?: MemberRow[] }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/studio/*" element={<StudioAreas api={apiFor(role, members)} />} />
      </Routes>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Studio/Office areas',
  component: Areas,
  args: { path: '/studio/members', role: 'admin' },
} satisfies Meta<typeof Areas>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: MEMBERS[0]!.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV: members' })).toBeVisible();
    await expect(await canvas.findByText(/^Exports all 2 members\./)).toBeVisible();
    // Phones as people read them, not as stored.
    await expect(await canvas.findByText('+91 98765 43210')).toBeVisible();
    // The directory's heavy viewers, below the list: how far above the median, and a way to them.
    const heavy = canvas.getByRole('region', { name: 'Heavy directory viewers' });
    await expect(await within(heavy).findByText(/median member \(4\)/)).toBeVisible();
    await expect(within(heavy).getByRole('link', { name: MEMBERS[1]!.name })).toBeVisible();
    await expect(within(heavy).getByText('370×')).toBeVisible();
  },
};

export const NoMemberFound: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No member matches this search.'),
    ).toBeVisible();
  },
};

export const MemberPage: Story = {
  args: { path: `/studio/members/${MEMBERS[0]!.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Handloom weaving')).toBeVisible();
    await expect(canvas.getByText('14 Pondy Bazaar')).toBeVisible();
    // The logo is an image, never its address.
    await expect(
      canvas.getByRole('img', { name: 'Logo of Sri Lakshmi Silks and Sarees Emporium' }),
    ).toBeVisible();
    await expect(canvas.queryByText(LOGO)).toBeNull();
  },
};

export const Staff: Story = {
  args: { path: '/studio/staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Remove +91 98330 00003' }),
    ).toBeVisible();
    // The server's own admins cannot be changed here.
    await expect(canvas.queryByRole('button', { name: /^Remove \+91 98110 00001/ })).toBeNull();
  },
};

export const Audit: Story = {
  args: { path: '/studio/audit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Sentences naming whom an entry concerns; what was recorded waits behind "Details".
    await expect(
      await canvas.findByText('Changed the role of +91 98220 00002 from Viewer to Editor'),
    ).toBeVisible();
    await expect(canvas.getByText(`Looked at ${MEMBERS[0]!.name}'s record`)).toBeVisible();
    await expect(canvas.getByText('Exported 1,240 members to a CSV file')).toBeVisible();
    await expect(canvas.getByText(MEMBERS[0]!.id)).not.toBeVisible();
  },
};

export const ViewerSeesMembersAndRequests: Story = {
  args: { path: '/studio/staff', role: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Members' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Studio areas' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Members', 'Requests']);
  },
};

export const Requests: Story = {
  args: { path: '/studio/requests', role: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Overdue first; a deletion names the member, whose page a viewer may open.
    await expect(await canvas.findByText('Overdue')).toBeVisible();
    await expect(canvas.getByRole('link', { name: MEMBERS[0]!.name })).toHaveAttribute(
      'href',
      `/studio/requests/${REQUESTS[0]!.id}`,
    );
    await expect(canvas.getByText('Account deletion')).toBeVisible();
    await expect(canvas.getByText('Scheduled')).toBeVisible();
  },
};

export const RequestOpened: Story = {
  args: { path: `/studio/requests/${REQUESTS[0]!.id}`, role: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Concern from ${MEMBERS[0]!.name}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeVisible();
  },
};
