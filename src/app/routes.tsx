import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { SecureLayout } from './layouts/secure-layout';
import { HOME_PAGE, PAGES, screenSource, type PagePath } from '@/shared/pages';
import { loadForm } from '@/lib/live-forms';
import { textsFor } from '@/i18n/load-texts';

/**
 * Asking for a chunk adds a preload link per module it needs (about 20 for a form screen), which
 * takes longer than the rest of the first render; in a task of its own, the render yields first.
 */
const ownTask = <T,>(load: () => Promise<T>) =>
  new Promise<void>((run) => setTimeout(run)).then(load);

// Each screen is its own chunk, so a page downloads only the forms and widgets it shows. Declarative
// routes, not a data router: we use no loaders, and they cost half as much script (decision 012).
const SCREENS = import.meta.glob<Record<string, ComponentType>>('./screens/*/*-screen.tsx');

/**
 * A page's screen (src/shared/pages.ts), its live form asked for while its chunk downloads, shown
 * once the page's texts are in too (a page opened first already holds them).
 */
function pageScreen(path: PagePath, name: string) {
  const page: { screen: string; form?: string } = PAGES[path];
  const load = SCREENS[`./${screenSource(page.screen).slice('src/app/'.length)}`];
  if (!load) throw new Error(`No screen module for ${path}`);
  return lazy(() =>
    ownTask(() => {
      if (page.form) void loadForm(page.form);
      return Promise.all([load(), textsFor(path)]);
    }).then(([module]) => {
      const Screen = module[name];
      if (!Screen) throw new Error(`${page.screen} has no ${name}`);
      return { default: Screen };
    }),
  );
}

const WizardScreen = pageScreen('/temp/create-profile', 'WizardScreen');
const SignUpScreen = pageScreen('/auth/sign-up', 'SignUpScreen');
const LoginScreen = pageScreen('/auth/login', 'LoginScreen');
const DashboardScreen = pageScreen('/secure/dashboard', 'DashboardScreen');
const ProfileScreen = pageScreen('/secure/profile', 'ProfileScreen');
const BusinessListScreen = pageScreen('/secure/business', 'BusinessListScreen');
// Adding and editing a business are one screen with one form.
const BusinessFormScreen = pageScreen('/secure/add-business', 'BusinessFormScreen');
const MyDataScreen = pageScreen('/secure/my-data', 'MyDataScreen');
const DirectoryScreen = pageScreen('/secure/directory', 'DirectoryScreen');
const ListingScreen = pageScreen('/secure/directory/:id', 'ListingScreen');
const ReferralsScreen = pageScreen('/secure/referrals', 'ReferralsScreen');
const ReferScreen = pageScreen('/secure/directory/:id/refer', 'ReferScreen');
const PrivacyScreen = pageScreen('/privacy', 'PrivacyScreen');
// Form Studio for product staff: its own chunk, which no member page imports.
const StudioScreen = lazy(() =>
  Promise.all([import('../studio/studio-screen'), textsFor('all')]).then(([m]) => ({
    default: m.StudioScreen,
  })),
);

/** The product's routes; `/` and any unknown path go to the onboarding wizard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PAGE} replace />} />
      <Route path="/temp" element={<PublicLayout />}>
        <Route path="create-profile" element={<WizardScreen />} />
      </Route>
      <Route path="/auth" element={<PublicLayout />}>
        <Route path="sign-up" element={<SignUpScreen />} />
        <Route path="login" element={<LoginScreen />} />
      </Route>
      <Route path="/privacy" element={<PublicLayout />}>
        <Route index element={<PrivacyScreen />} />
      </Route>
      <Route path="/login" element={<Navigate to="/auth/login" replace />} />
      <Route path="/secure" element={<SecureLayout />}>
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="profile" element={<ProfileScreen />} />
        <Route path="business" element={<BusinessListScreen />} />
        <Route path="add-business" element={<BusinessFormScreen />} />
        <Route path="edit-business" element={<BusinessFormScreen />} />
        <Route path="my-data" element={<MyDataScreen />} />
        <Route path="directory" element={<DirectoryScreen />} />
        <Route path="directory/:id" element={<ListingScreen />} />
        <Route path="referrals" element={<ReferralsScreen />} />
        <Route path="directory/:id/refer" element={<ReferScreen />} />
      </Route>
      <Route
        path="/studio/*"
        element={
          <Suspense fallback={null}>
            <StudioScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={HOME_PAGE} replace />} />
    </Routes>
  );
}
