import { Store } from 'lucide-react';

/**
 * A listed business's logo beside its name, or a plain shop sign when it has none. Decorative: the
 * name says which business it is.
 */
export function BusinessLogo({
  src,
  size = 'small',
}: {
  src: string | null;
  size?: 'small' | 'large';
}) {
  const box = size === 'large' ? 'size-20' : 'size-14';
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${box} bg-muted shrink-0 rounded-md border object-contain`}
    />
  ) : (
    <span
      aria-hidden
      className={`${box} bg-muted text-muted-foreground flex shrink-0 items-center justify-center rounded-md border`}
    >
      <Store className="size-6" />
    </span>
  );
}
