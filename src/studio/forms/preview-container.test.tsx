import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewContainer } from './preview-container';
import type { StudioApi } from '../shell/studio-api';

describe('PreviewContainer', () => {
  it('asks the server for the draft in the language chosen, English by default', async () => {
    const problem = { file: 'i18n/hi.json', pointer: '/otp.title', message: 'broken' };
    const preview = vi.fn(async () => ({ problems: [problem], forms: {} }));
    const drafts = { 'i18n/hi.json': '{}' };
    render(
      <PreviewContainer
        api={{ preview } as unknown as StudioApi}
        drafts={drafts}
        forms={['business']}
        formName={() => 'Business (add and edit)'}
        languages={[{ code: 'hi', name: 'हिन्दी' }]}
      />,
    );
    await waitFor(() => expect(preview).toHaveBeenCalledWith(drafts, undefined));
    await userEvent.selectOptions(screen.getByLabelText('Preview language'), 'हिन्दी');
    await waitFor(() => expect(preview).toHaveBeenLastCalledWith(drafts, 'hi'));
  });
});
