import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { FieldErrors } from '@/shared/validation/field-errors';
import type { FormDefinition } from './define-form';
import { theme } from './theme';
import { useFieldErrors } from './use-field-errors';
import { useExternalErrors } from './use-external-errors';
import { useT } from '@/i18n/texts-provider';
import { firstFieldElement, idToPointer, toErrorSchema, visibleErrors } from './visible-errors';
import { SubmitBar } from './templates/submit-bar';
import type { FormContext } from '../../widgets/form-context';
import { LeafChangeForm } from '@/fast/form';
import { phoneReadsPending } from '@/fast/phone';
import { stableFields } from './templates/stable-fields';
import { submittedAnswers } from '@/shared/field-kinds/submitted-answers';

/**
 * A question a member has not answered stays unanswered: RJSF would otherwise fill a required
 * Yes / No with No, and any choice field (a `oneOf` of `const`s) with its first choice, so the
 * member would send an answer they never gave and `required` would never ask.
 */
const DEFAULTS = { constAsDefaults: 'skipOneOf', requiredBooleanDefault: 'skip' } as const;

// Our theme's templates, merged once (`withTheme` merges them again on every render).
const templates = {
  ...theme.templates,
  ButtonTemplates: { ...theme.templates?.ButtonTemplates },
};

export type FormData = Record<string, unknown>;

/**
 * The form as it is at the moment of the call, for work that finishes later (a lookup started on
 * blur): read the data as it is now, and merge fields into it. A field set to undefined is removed.
 */
export interface CurrentForm {
  data: () => FormData;
  patch: (fields: FormData) => void;
}

export interface SchemaFormProps {
  form: FormDefinition;
  /** Controlled data; leave out to let the form keep its own. */
  formData?: FormData;
  /** Where the form's own data starts when `formData` is left out. */
  defaultFormData?: FormData;
  onChange?: (data: FormData) => void;
  /** Called with a valid form's data only. */
  onSubmit?: (data: FormData) => void;
  /**
   * Called when a field loses focus, with its JSON pointer ("/groupNumber") and value, and the form
   * to fill in when an answer lands (never a snapshot: the member goes on typing meanwhile).
   */
  onFieldBlur?: (pointer: string, value: unknown, form: CurrentForm) => void;
  /** Errors from outside the schema, by JSON pointer; each blocks submit until its field changes. */
  externalErrors?: FieldErrors;
  /** Data sources and services for widgets (option lists, group search, logo upload). */
  formContext?: Omit<FormContext, 'patchFormData'>;
  /**
   * "edit" shows the UI schema's `editSubmitText`, and the stored record's problems at once: every
   * field invalid on the first render counts as touched.
   */
  mode?: 'create' | 'edit';
  /** While true (saving), submit stays disabled. */
  busy?: boolean;
  /** While true (a send the server refused for a while), submit stays disabled, fields stay editable. */
  submitDisabled?: boolean;
  /** Show every error at once, as after a submit attempt (stories and reviews use it). */
  showAllErrors?: boolean;
  disabled?: boolean;
  /** Extra actions beside the submit button (Cancel, Back). */
  actions?: ReactNode;
  /**
   * What the form asks above its submit button that is no answer of the form (sign-up's consent):
   * while `unmet` is above 0, a submit is refused as for an invalid field (counted in the attention
   * line) and `onAttempt` is told, so it shows its own messages. Keep `node` the same element while
   * it does not change: a new one re-renders the whole form.
   */
  below?: { node: ReactNode; unmet: number; onAttempt: () => void };
}

/** The international numbers among a form's answers ("+919876543210"), at any depth. */
function phoneNumbersIn(data: unknown): string[] {
  if (typeof data === 'string') return /^\+\d{6,15}$/.test(data) ? [data] : [];
  if (data && typeof data === 'object') return Object.values(data).flatMap(phoneNumbersIn);
  return [];
}

/** Runs `then` once the form reads valid, or after a moment if it stays invalid. */
function whenValid(invalid: () => boolean, then: () => void, waitedMs = 0) {
  if (!invalid() || waitedMs >= 1500) return then();
  setTimeout(() => whenValid(invalid, then, waitedMs + 50), 50);
}

/**
 * Every form of the product: RJSF with our theme and widgets, validating on touch. A field shows
 * its errors once blurred (or after a submit attempt) and the submit button stays disabled while
 * anything is invalid, including on first render.
 */
export function SchemaForm({
  form,
  formData,
  defaultFormData,
  onChange,
  onSubmit,
  onFieldBlur,
  externalErrors,
  formContext,
  mode = 'create',
  busy = false,
  submitDisabled = false,
  showAllErrors = false,
  disabled = false,
  actions,
  below,
}: SchemaFormProps) {
  const t = useT();
  const [ownData, setOwnData] = useState<FormData>(formData ?? defaultFormData ?? {});
  const data = formData ?? ownData;
  const prefix = form.name;

  /**
   * RJSF keeps its own data, as an uncontrolled form: handed `formData` on every keystroke it would
   * re-derive the whole form (every default) a second time. It is handed data only when the data
   * comes from outside (a parent's new value, `patchFormData`): data that is neither what RJSF last
   * reported nor what it was last handed. It keeps being handed that until it reports a change.
   */
  const [initialData] = useState(data);
  const [link, setLink] = useState<{ seen: FormData; handed?: FormData; reported?: FormData }>({
    seen: data,
  });
  let handed = link.handed;
  if (data !== link.seen && data !== link.reported) {
    handed = data;
    setLink({ ...link, seen: data, handed });
  }

  const schemaErrors = useFieldErrors(form, data);
  const outside = useExternalErrors(externalErrors, data);
  const [touched, setTouched] = useState<ReadonlySet<string>>(
    () => new Set(mode === 'edit' ? Object.keys(schemaErrors) : []),
  );
  const [submitted, setSubmitted] = useState(false);
  /** The last press of the submit while invalid, with the fields it found wanting. */
  const [attempt, setAttempt] = useState<{ pointers: string[] } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const shown = { ...visibleErrors(schemaErrors, touched, submitted || showAllErrors), ...outside };
  const shownKey = JSON.stringify(shown);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose
  const extraErrors = useMemo(() => toErrorSchema(shown), [shownKey]);
  const problems = Object.keys({ ...schemaErrors, ...outside });
  const unmet = below?.unmet ?? 0;
  const invalid = problems.length > 0 || unmet > 0;

  const update = useCallback(
    (next: FormData) => {
      if (formData === undefined) setOwnData(next);
      onChange?.(next);
    },
    [formData, onChange],
  );

  // Widgets keep a stable `patchFormData`, so typing does not hand every field a new context.
  const latest = useRef({ data, update, onFieldBlur, invalid: false });
  useLayoutEffect(() => {
    latest.current = { data, update, onFieldBlur, invalid };
  });
  /**
   * The form's data from now on. It is the newest before the screen re-renders with it, so that a
   * patch landing in between (two patches, or a patch after a change not yet rendered) merges into
   * it rather than into the data of the last render, which would undo what came after.
   */
  const commit = useCallback((next: FormData) => {
    latest.current = { ...latest.current, data: next };
    latest.current.update(next);
  }, []);
  /**
   * Patched fields RJSF has not been handed yet. A key typed before the screen renders the patch
   * makes RJSF report data without them, so they are laid over what it reports until it has them.
   */
  const unseen = useRef<FormData>(undefined);
  const patchFormData = useCallback(
    (patch: FormData) => {
      unseen.current = { ...unseen.current, ...patch };
      commit(withFields(latest.current.data, patch));
    },
    [commit],
  );
  useLayoutEffect(() => {
    // RJSF takes handed data into its state as it commits, before this effect runs.
    if (handed && unseen.current && hasFields(handed, unseen.current)) unseen.current = undefined;
  });
  const currentForm = useMemo<CurrentForm>(
    () => ({ data: () => latest.current.data, patch: patchFormData }),
    [patchFormData],
  );
  const context = useMemo<FormContext>(
    () => ({ ...formContext, patchFormData }),
    [formContext, patchFormData],
  );
  /** The data RJSF last made, reported once: ahead of its commit for a leaf change, else after. */
  const made = useRef<FormData>(undefined);
  const adopt = useCallback(
    (next: FormData) => {
      if (next === made.current) return;
      made.current = next;
      setLink((prev) => ({ ...prev, handed: undefined, reported: next }));
      commit(unseen.current ? withFields(next, unseen.current) : next);
    },
    [commit],
  );
  const handleChange = useCallback(
    (event: IChangeEvent<FormData>) => adopt(event.formData ?? {}),
    [adopt],
  );
  const widgets = useMemo(() => ({ ...theme.widgets, ...form.widgets }), [form.widgets]);

  const handleBlur = useCallback(
    (id: string, value: unknown) => {
      const pointer = idToPointer(prefix, id);
      setTouched((prev) => (prev.has(pointer) ? prev : new Set(prev).add(pointer)));
      latest.current.onFieldBlur?.(pointer, value, currentForm);
    },
    // The screen's callback is read when called, so RJSF's `onBlur` stays the same function.
    [prefix, currentForm],
  );

  /**
   * A control that loses focus marks its field touched even when its widget reports no blur (a
   * select tabbed past unopened). A control whose popup it just opened has not been left.
   */
  const handleFocusOut = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.id || target.getAttribute('aria-expanded') === 'true') return;
    // Focus moving between one widget's controls (the OTP's boxes) stays in the field; the widget
    // reports its own blur once focus leaves it.
    if (target.closest('[role="group"]')?.contains(event.relatedTarget as Node | null)) return;
    const pointer = idToPointer(prefix, target.id);
    if (pointer === '') return;
    setTouched((prev) => (prev.has(pointer) ? prev : new Set(prev).add(pointer)));
  };

  const locked = busy || submitDisabled || disabled;
  const submit = useRef(() => {});
  useLayoutEffect(() => {
    submit.current = () => {
      if (locked) return;
      // A phone typed just now may read as invalid only until its number's rules have arrived:
      // the press waits for them and for the form to read it again (or a moment), then counts,
      // instead of flashing a refusal that then goes.
      const reading = invalid ? phoneReadsPending(phoneNumbersIn(data)) : undefined;
      if (reading)
        return void reading.then(() =>
          whenValid(
            () => latest.current.invalid,
            () => submit.current(),
          ),
        );
      setSubmitted(true);
      below?.onAttempt();
      if (invalid) setAttempt({ pointers: problems });
      // What a member saves never holds an answer the other answers hide (the server drops those too).
      else onSubmit?.(submittedAnswers(form.schema, form.uiSchema, data));
    };
  });
  const handleSubmit = useCallback(() => submit.current(), []);

  // After a press while invalid, every message is shown: take the member to the first one.
  useEffect(() => {
    if (!attempt || !root.current) return;
    const target = firstFieldElement(root.current, prefix, attempt.pointers);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  }, [attempt, prefix]);

  // The screen shows the schema's title as its page heading, so the form does not repeat it.
  const uiSchema = useMemo(
    () => ({ ...form.uiSchema, 'ui:options': { ...form.uiSchema['ui:options'], label: false } }),
    [form.uiSchema],
  );

  const submitOptions = form.uiSchema['ui:submitButtonOptions'] as
    { submitText?: string; norender?: boolean } | undefined;
  const editText = (form.uiSchema['ui:options'] as { editSubmitText?: string } | undefined)
    ?.editSubmitText;
  const submitText =
    mode === 'edit' && editText ? editText : (submitOptions?.submitText ?? t('forms.submit'));

  const attention =
    attempt && invalid
      ? t('ui.fieldsNeedAttention', { count: problems.length + unmet })
      : undefined;
  // The same element while nothing it shows changes, so a keystroke's re-render of this component
  // leaves RJSF's Form alone (its props compare equal, shallowly).
  const submitBar = useMemo(
    () =>
      submitOptions?.norender ? (
        <></>
      ) : (
        <SubmitBar
          text={submitText}
          disabled={locked}
          inactive={invalid}
          busy={busy}
          attention={attention}
        >
          {actions}
        </SubmitBar>
      ),
    [submitOptions?.norender, submitText, locked, invalid, busy, attention, actions],
  );
  const belowNode = below?.node;
  const footer = useMemo(
    () =>
      belowNode === undefined ? (
        submitBar
      ) : (
        <>
          {belowNode}
          {submitBar}
        </>
      ),
    [belowNode, submitBar],
  );

  return (
    <div ref={root} onBlur={handleFocusOut}>
      <LeafChangeForm
        schema={form.schema}
        uiSchema={uiSchema}
        validator={form.validator}
        templates={templates}
        fields={stableFields}
        widgets={widgets}
        idPrefix={prefix}
        initialFormData={initialData}
        formData={handed}
        formContext={context}
        extraErrors={extraErrors}
        noValidate
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={DEFAULTS}
        disabled={disabled}
        onChange={handleChange}
        onLeafChange={adopt}
        onBlur={handleBlur}
        onSubmit={handleSubmit}
        className="flex flex-col gap-4"
        // Every prop above is kept stable while unchanged, so a shallow look is enough; RJSF's
        // default deep-compares the props and the whole form's state on every keystroke.
        experimental_componentUpdateStrategy="shallow"
      >
        {footer}
      </LeafChangeForm>
    </div>
  );
}

/** `data` with `fields` merged in; a field set to undefined is removed. */
function withFields(data: FormData, fields: FormData): FormData {
  const next = { ...data, ...fields };
  for (const [key, value] of Object.entries(fields)) if (value === undefined) delete next[key];
  return next;
}

/** Whether `data` holds each of `fields` as it is (undefined: absent). */
function hasFields(data: FormData, fields: FormData): boolean {
  return Object.entries(fields).every(([key, value]) => data[key] === value);
}
