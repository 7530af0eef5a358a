import { SchemaForm } from '@/forms/schema-form';
import { loginForm } from '@/forms/generated/login';

/** The login form (§2). The OTP step and the API call arrive with the screens' issue. */
export function LoginScreen() {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-semibold">{loginForm.schema.title}</h1>
      <SchemaForm form={loginForm} />
    </main>
  );
}
