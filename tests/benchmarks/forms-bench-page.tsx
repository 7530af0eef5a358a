/** The signed-in business form with ?addresses=N filled addresses, as a screen would render it. */
import { createRoot } from 'react-dom/client';
import { SchemaForm } from '../../src/forms/schema-form';
import { businessForm } from '../../src/forms/generated/business';
import { sampleContext } from '../../src/forms/preview/sample-context';
import { createAddress, createBusiness } from '../fixtures/forms';
import '../../src/app/styles.css';

const count = Number(new URLSearchParams(location.search).get('addresses') ?? 1);
const data = createBusiness({
  businessLogo: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
  businessAddress: Array.from({ length: count }, (_, i) =>
    createAddress({ addressLine1: `${i + 1} MG Road` }),
  ),
});

createRoot(document.getElementById('root')!).render(
  <main className="mx-auto max-w-xl p-4">
    <SchemaForm form={businessForm} defaultFormData={data} formContext={sampleContext} />
  </main>,
);
