import { SCREEN_TEXT } from '@/shared/messages';

/** §2: the dashboard shows its heading only. */
export function DashboardScreen() {
  return <h1 className="text-2xl font-semibold">{SCREEN_TEXT.dashboard}</h1>;
}
