import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { Separator } from '@rjsf/shadcn/lib/components/ui/separator.js';
import { Button } from '@/fast/button';

describe("shadcn's parts without Radix's", () => {
  it('renders the separator as Radix does: decorative unannounced, meaningful with its orientation', () => {
    const { container } = render(
      <>
        <Separator className="my-1" />
        <Separator decorative={false} orientation="vertical" />
      </>,
    );
    const [decorative, meaningful] = [...container.querySelectorAll('[data-slot="separator"]')];
    expect(decorative).toHaveAttribute('role', 'none');
    expect(decorative).toHaveAttribute('data-orientation', 'horizontal');
    expect(decorative).toHaveClass('my-1', 'bg-border');
    expect(meaningful).toHaveAttribute('role', 'separator');
    expect(meaningful).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('renders a button, and refuses asChild at once rather than a broken button', () => {
    const { getByRole } = render(<Button>Save</Button>);
    expect(getByRole('button', { name: 'Save' })).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Button asChild>
          <a href="/x">Go</a>
        </Button>,
      ),
    ).toThrow(/asChild is not offered/);
  });
});
