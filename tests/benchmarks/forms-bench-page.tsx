/**
 * The signed-in business form with ?addresses=N filled addresses, as a screen would render it:
 * `?engine=ours` (the default) renders our SchemaForm, `?engine=stock` renders stock RJSF with the
 * same schema, theme, widgets, validator and context, uncontrolled, validating live on change.
 * `?engine=plain` renders ours, then puts a copy of its HTML in place of it with no script at all:
 * what typing costs the browser alone. `body[data-ready]` is set once the form can be typed in.
 *
 * `?built=yes` takes the business form with the Studio's thirty built fields (./built-business.ts)
 * instead of the shipped one, loaded as the app loads a live form: the descriptor the bench wrote
 * beside the build (as `GET /forms/business` answers) and its precompiled validator module.
 */
import { createRoot } from 'react-dom/client';
import { withTheme } from '@rjsf/core';
import { SchemaForm } from '../../src/forms/schema-form';
import { preloadForm, theme } from '../../src/forms/theme';
import { formFromDescriptor, type FormDescriptor } from '../../src/forms/form-module';
import { sampleContext } from '../../src/forms/preview/sample-context';
import { installEnglishTexts } from '../../src/testing/texts';
import { createAddress, createBusiness } from '../fixtures/forms';
import { BUILT_ANSWERS, BUILT_DESCRIPTOR } from './built-business';
import '../../src/app/styles.css';

// The app loads its catalogue before its first render; the bench page has no server to ask.
installEnglishTexts();

const params = new URLSearchParams(location.search);
const count = Number(params.get('addresses') ?? 1);
const engine = params.get('engine') ?? 'ours';
const built = params.get('built') === 'yes';
const data = {
  ...createBusiness({
    businessLogo: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
    businessAddress: Array.from({ length: count }, (_, i) =>
      createAddress({ addressLine1: `${i + 1} MG Road` }),
    ),
  }),
  ...(built ? BUILT_ANSWERS : {}),
};

const businessForm = built
  ? await formFromDescriptor(
      (await fetch(BUILT_DESCRIPTOR).then((response) => response.json())) as FormDescriptor,
    )
  : (await import('../../src/forms/generated/business')).businessForm;

const StockForm = withTheme(theme);
// SchemaForm hides the root title (the screen shows it as its heading); so does the stock form, so
// both render the same fields.
const stockUiSchema = {
  ...businessForm.uiSchema,
  'ui:options': { ...businessForm.uiSchema['ui:options'], label: false },
};
const stockContext = { ...sampleContext, patchFormData: () => undefined };

// As the app's form loader does: the list's chunks arrive before the form renders.
if (!built) await preloadForm(businessForm.schema, businessForm.uiSchema);

const container = document.getElementById('root')!;
const root = createRoot(container);
root.render(
  <main className="mx-auto max-w-xl p-4">
    {engine === 'stock' ? (
      <StockForm
        schema={businessForm.schema}
        uiSchema={stockUiSchema}
        validator={businessForm.validator}
        widgets={businessForm.widgets}
        formContext={stockContext}
        idPrefix={businessForm.name}
        initialFormData={data}
        liveValidate="onChange"
        noHtml5Validate
        showErrorList={false}
        onError={() => undefined}
        className="flex flex-col gap-4"
      >
        {/* The theme's default submit button comes out undefined in the lean build (React #130). */}
        <button type="submit">Save Business</button>
      </StockForm>
    ) : (
      <SchemaForm form={businessForm} defaultFormData={data} formContext={sampleContext} />
    )}
  </main>,
);

const rendered = () =>
  new Promise<void>((done) => {
    const look = () =>
      document.querySelector('button[type="submit"]') ? done() : requestAnimationFrame(look);
    look();
  });
await rendered();
if (engine === 'plain') {
  const html = container.innerHTML;
  root.unmount();
  container.innerHTML = html;
}
document.body.dataset.ready = 'yes';
