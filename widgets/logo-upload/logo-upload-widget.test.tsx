import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from '@/forms/schema-form';
import { previewForm } from '@/forms/preview/preview-form';

const form = previewForm(
  'logo',
  { type: 'object', properties: { businessLogo: { title: 'Business Logo', type: 'string' } } },
  { businessLogo: { 'ui:widget': 'logo-upload' } },
);

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

function setup(uploadLogo: (file: File) => Promise<string>) {
  const onChange = vi.fn();
  const { container } = render(
    <SchemaForm form={form} onChange={onChange} formContext={{ uploadLogo }} />,
  );
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  return { onChange, input, user: userEvent.setup({ applyAccept: false }) };
}

describe('logo-upload widget', () => {
  it('offers images only', () => {
    const { input } = setup(vi.fn());
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
  });

  it('uploads the chosen image and shows the returned URL as a preview', async () => {
    const uploadLogo = vi.fn(async () => '/api/business/logo/7');
    const { input, user, onChange } = setup(uploadLogo);
    await user.upload(input, png());
    expect(uploadLogo).toHaveBeenCalledWith(expect.any(File));
    expect(onChange).toHaveBeenLastCalledWith({ businessLogo: '/api/business/logo/7' });
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/api/business/logo/7',
    );
  });

  it("says 'Upload unsuccessful!' when the upload fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { input, user, onChange } = setup(vi.fn(async () => Promise.reject(new Error('413'))));
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload unsuccessful!');
    expect(onChange).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const uploadLogo = vi.fn(async () => '/x');
    const { input, user } = setup(uploadLogo);
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(uploadLogo).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload unsuccessful!');
  });
});
