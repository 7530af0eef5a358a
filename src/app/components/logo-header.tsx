import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The product's header: the logo (90 × 80 px) in a bar 24 units high, with optional actions. */
export function LogoHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="bg-card flex h-24 items-center justify-between border-b px-4 sm:px-8">
      <Link to="/" aria-label="Members' Network home">
        <img
          src="/logo.svg"
          alt="Members' Network"
          width={90}
          height={80}
          className="h-20 w-[90px]"
        />
      </Link>
      {children}
    </header>
  );
}
