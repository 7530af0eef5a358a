// @vitest-environment node
/** The notice's service on its own: each shipped field has its purpose, and the version is cached. */
import { describe, expect, it, vi } from 'vitest';
import { propertiesOf } from '../../src/form-engine/compile';
import { baselineFiles, bundleFile, schemaPath, uiPath } from '../../src/form-engine/form-files';
import { createLiveForms } from '../../src/form-engine/live-forms';
import {
  BASELINE_PURPOSES,
  privacyNoticeService,
  RECIPIENTS,
} from '../../src/server/services/privacy-notice';
import { STORED_FORMS } from '../../src/shared/stored-forms';

const config = {
  privacyContact: { name: 'A', email: 'a@example.org', phone: '+91 20 4000 1234' },
  grievanceDays: 30,
  accountDeletionGraceDays: 30,
  verificationProvider: 'local' as const,
  backup: { dir: '/tmp', everyHours: 24, keep: 14 },
  referralContactDays: 180,
};

describe('the privacy notice service', () => {
  it('has a purpose for every field the shipped stored forms keep, from the catalogue or a form', () => {
    const files = baselineFiles();
    const fields = new Set<string>();
    const given = new Set(Object.keys(BASELINE_PURPOSES));
    for (const form of STORED_FORMS) {
      const ui = files[uiPath(form)] as Record<string, { 'ui:options'?: { purpose?: string } }>;
      for (const field of Object.keys(propertiesOf(bundleFile(files, schemaPath(form)).bundle))) {
        fields.add(field);
        // The notice takes a field's purpose from any form that gives it one.
        if (ui[field]?.['ui:options']?.purpose) given.add(field);
      }
    }
    expect([...fields].filter((field) => !given.has(field))).toEqual([]);
  });

  it('names OTPless only where it checks phones', () => {
    const live = createLiveForms();
    const local = privacyNoticeService(config, live).notice('en');
    expect(local.recipients.map((r) => r.id)).toEqual(['whatsapp', 'host', 'office', 'members']);
    const otpless = privacyNoticeService({ ...config, verificationProvider: 'otpless' }, live);
    const notice = otpless.notice('en');
    expect(notice.recipients.map((r) => r.id)).toEqual(RECIPIENTS.map((r) => r.id));
    expect(notice.items.find((i) => i.id === 'phone')?.recipients).toContain('otpless');
    expect(notice.version).not.toBe(local.version);
  });

  it('computes the version once per live set, and again after a publish changes a notice text', () => {
    const live = createLiveForms();
    const service = privacyNoticeService(config, live);
    const text = vi.spyOn(live, 'text');
    const first = service.currentVersion();
    const calls = text.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    expect(service.currentVersion()).toBe(first);
    service.notice('hi');
    expect(text.mock.calls.length).toBe(calls);

    const files = structuredClone(baselineFiles());
    (files['i18n/en.json'] as Record<string, string>)['privacy.title'] = 'Our privacy notice';
    expect(live.apply(files, 1)).toEqual([]);
    const second = service.currentVersion();
    expect(second).not.toBe(first);
    expect(service.notice('en').title).toBe('Our privacy notice');
  });
});
