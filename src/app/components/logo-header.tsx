import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { APP_TEXT } from '@/shared/messages';
// 411 bytes, inlined: the largest thing a phone paints first needs no request. (`?inline`, since
// index.html's icon link makes Vite emit the file, and an import would then get its URL.)
import logo from '../assets/logo.svg?inline';

/**
 * The product's header: the logo (90 × 80 px) and the product's name in a bar 24 units high, lined
 * up with the page's column (`column`), with optional actions at its right edge.
 */
export function LogoHeader({ children, column }: { children?: ReactNode; column: string }) {
  return (
    <header className="bg-card border-b">
      <div className={`${column} flex h-24 items-center justify-between gap-4`}>
        <Link
          to="/"
          className="focus-visible:ring-ring/50 -ml-1 flex items-center gap-3 rounded-md pr-2 pl-1 outline-none focus-visible:ring-[3px]"
        >
          <img src={logo} alt="" width={90} height={80} className="h-20 w-[90px]" />
          <span className="text-lg leading-tight font-semibold">{APP_TEXT.productName}</span>
        </Link>
        {children}
      </div>
    </header>
  );
}
