import Form, { type FormProps, type FormState } from '@rjsf/core';
import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import { takeOverEarlyInput } from './take-over';

type Data = Record<string, unknown>;
type Path = ReadonlyArray<string | number>;
// RJSF's own defaults (`any` data and context), as `withTheme` and our FormDefinition use them.
type Props = FormProps;
type State = FormState;

/** A field's change as RJSF's `onChange` queues it, and the partial state RJSF makes of it. */
type Change = { newValue: unknown; path: Path; newErrorSchema?: unknown };
type ProcessChange = (
  change: Change,
  isLast: boolean,
  prevState: State,
  props: Props,
) => Partial<State>;

/** What a field's change, seen as it is made, will make of the form's data. */
interface Foreseen {
  /** The data the change is applied to. */
  base: unknown;
  path: Path;
  value: unknown;
  data: Data;
}

export type LeafChangeFormProps = Props & {
  /**
   * Called while a field's change is being made, with the data it makes, when that is known before
   * RJSF applies it (a leaf change, below). `onChange` later reports the very same object, so a
   * parent that stores the data here renders once per keystroke, together with the form, instead
   * of once more after RJSF's commit.
   */
  onLeafChange?: (formData: Data) => void;
};

/**
 * RJSF's Form, minus the whole-form work a keystroke does not need. On every change RJSF clones the
 * whole form's data and re-derives it all: every default (`getDefaultFormState`), the retrieved
 * schema, and a hash of the data for sanitizing. When the change is one text, number or boolean
 * typed into a field that no condition of the schema reads (`if`, `dependencies`, `oneOf`/`anyOf`,
 * `const`, additional properties), none of that can change: defaults depend on the data only
 * through those conditions, and a value the member typed is never replaced by a default. Then the
 * previous state is kept with just that value set, sharing every untouched object, which also lets
 * RJSF's memoized array items and properties skip the siblings of the field being typed in.
 * Anything else (a cleared field, an added or removed item, a new schema) takes RJSF's own path.
 * `leaf-change-form.test.ts` checks the two agree.
 *
 * RJSF 6 has no public hook for this (decision 036): the override of `getStateFromProps` and of the
 * private `processChange` below are written for RJSF_VERSION (src/fast/vite/rjsf-swaps.ts), and
 * this is the only file that knows them.
 */
export class LeafChangeForm extends Form {
  declare props: Readonly<LeafChangeFormProps>;
  /** The change being made, foreseen when its field reported it; taken when RJSF applies it. */
  private foreseen?: Foreseen;
  /** The data the last change reported was made to. */
  private changedFrom?: unknown;

  constructor(props: LeafChangeFormProps) {
    super(props);
    const apply = this.onChange;
    this.onChange = (value, path, errorSchema, id) => {
      apply(value, path, errorSchema, id);
      const { state, props } = this;
      // A second change in one event is made on top of the first, which RJSF has yet to apply:
      // only RJSF's own report knows what the two make.
      if (this.changedFrom === state.formData) return;
      this.changedFrom = state.formData;
      this.foreseen =
        props.onLeafChange && !errorSchema ? foresee(state, props, path, value) : undefined;
      if (this.foreseen) props.onLeafChange?.(this.foreseen.data);
    };
    // RJSF's `processChange` (private in its types) clones the whole data before the leaf path
    // finds the one value set; a foreseen change already holds its data.
    const self = this as unknown as { processChange: ProcessChange };
    const process = self.processChange.bind(this);
    self.processChange = (change, isLast, prevState, props) =>
      this.takesForeseen(change, prevState, props)
        ? { formData: this.foreseen?.data, retrievedSchema: prevState.retrievedSchema }
        : process(change, isLast, prevState, props);
  }

  /**
   * Whether RJSF applying `change` to `prevState` makes exactly the foreseen data and nothing
   * else: no error schema comes with it, none was set by a widget before, nothing validates or
   * omits data on change, and the schema is still the one the change was foreseen with.
   */
  /** A form the server rendered takes in what was typed into it before its script arrived. */
  override componentDidMount() {
    super.componentDidMount?.();
    const form = (this.formElement as { current: unknown }).current;
    if (form instanceof HTMLFormElement) takeOverEarlyInput(form);
  }

  private takesForeseen(change: Change, prevState: State, props: Props): boolean {
    return (
      !change.newErrorSchema &&
      !prevState.customErrors &&
      props.noValidate === true &&
      !props.omitExtraData &&
      this.isForeseen(prevState.formData, change.path, change.newValue) &&
      canSkipDerivation(prevState, props)
    );
  }

  override getStateFromProps(
    props: Props,
    inputFormData?: Data,
    retrievedSchema?: RJSFSchema,
    resetErrorsForSchema?: boolean,
    getFormDataChangedFields?: () => string[],
    skipLiveValidate?: boolean,
    shouldSanitize?: boolean,
    prevState?: State,
    fallbackProps?: Props,
  ): State {
    // Only `processChange` (a field's change) hands over the state and props it was given.
    const fromChange = prevState !== undefined && fallbackProps === props && skipLiveValidate;
    if (fromChange && retrievedSchema === undefined && !resetErrorsForSchema) {
      const change = leafChange(prevState, props, inputFormData);
      if (change) return { ...prevState, formData: this.dataOf(prevState.formData, change) };
    }
    const state = super.getStateFromProps(
      props,
      inputFormData,
      retrievedSchema,
      resetErrorsForSchema,
      getFormDataChangedFields,
      skipLiveValidate,
      shouldSanitize,
      prevState,
      fallbackProps,
    );
    keepRetrievals(state.schemaUtils);
    return state;
  }

  /** The data a leaf change makes: the object handed to `onLeafChange` when it foresaw this one. */
  private dataOf(base: unknown, { path, value }: { path: Path; value: unknown }): Data {
    return this.isForeseen(base, path, value) && this.foreseen
      ? this.foreseen.data
      : (setIn(base, path, value) as Data);
  }

  private isForeseen(base: unknown, path: Path, value: unknown): boolean {
    const foreseen = this.foreseen;
    return (
      foreseen !== undefined &&
      foreseen.base === base &&
      foreseen.value === value &&
      foreseen.path.length === path.length &&
      foreseen.path.every((key, i) => String(key) === String(path[i]))
    );
  }
}

/** A field's change as the leaf path will apply it, or undefined when that is not known yet. */
function foresee(state: State, props: Props, path: Path, value: unknown): Foreseen | undefined {
  const base = state.formData;
  if (path.length === 0 || !isPrimitive(value) || !canSkipDerivation(state, props))
    return undefined;
  // The field's value and every object holding it must already be there, as the leaf path needs.
  let previous: unknown = base;
  for (const key of path) {
    if (!isRecord(previous) && !Array.isArray(previous)) return undefined;
    previous = (previous as Data)[key];
  }
  if (previous !== undefined && !isPrimitive(previous)) return undefined;
  if (isRead(state.schema, path)) return undefined;
  return { base, path, value, data: setIn(base, path, value) as Data };
}

const retrievalsKept = new WeakSet<SchemaUtilsType>();

/**
 * Every field RJSF renders retrieves its schema again (resolving references, merging `allOf`,
 * applying `if`/`then`), the root's included, so each keystroke re-walked the whole form's schema.
 * What a retrieval gives depends on the data only through the values its conditions read (see
 * `readsOf`): a schema is retrieved again only when one of those values has changed, once ever when
 * it reads none, and the same object is handed back otherwise, as RJSF itself does when there is
 * nothing to resolve. One memory per set of schema utilities, i.e. per root schema.
 */
function keepRetrievals(utils: SchemaUtilsType) {
  if (retrievalsKept.has(utils)) return;
  retrievalsKept.add(utils);
  const retrieve = utils.retrieveSchema.bind(utils);
  const retrieved = new WeakMap<object, { read: unknown[]; schema: RJSFSchema }>();
  utils.retrieveSchema = (schema, formData, resolveAnyOfOrOneOfRefs) => {
    const read = resolveAnyOfOrOneOfRefs ? undefined : readValues(schema, formData);
    if (!read) return retrieve(schema, formData, resolveAnyOfOrOneOfRefs);
    const known = retrieved.get(schema);
    if (known && known.read.length === read.length && known.read.every((v, i) => v === read[i]))
      return known.schema;
    const fresh = retrieve(schema, formData);
    retrieved.set(schema, { read, schema: fresh });
    return fresh;
  };
}

const ABSENT = Symbol('absent');

/**
 * The values `schema`'s conditions read in `data`, or undefined when one of them reads the whole
 * data (no short list of values then decides the retrieval). A condition on a list's items (which
 * choices of a Several choices field were picked) is decided by the list itself: a change inside
 * it makes a new list, as the leaf path copies what holds the value and RJSF clones the whole data.
 */
function readValues(schema: unknown, data: unknown): unknown[] | undefined {
  if (!isRecord(schema)) return undefined;
  const values: unknown[] = [];
  for (const read of readsOf(schema)) {
    const items = read.indexOf(ANY);
    const path = items < 0 ? read : read.slice(0, items);
    if (path.length === 0) return undefined;
    let node: unknown = data;
    for (const key of path) node = isRecord(node) && key in node ? node[key] : ABSENT;
    values.push(node);
  }
  return values;
}

/** Whether a change may skip RJSF's derivation: the schema utilities are the props' own. */
function canSkipDerivation(state: State, props: Props): boolean {
  const { validator, experimental_defaultFormStateBehavior, experimental_customMergeAllOf } = props;
  return (
    state.formData !== undefined &&
    !state.schemaUtils.doesSchemaUtilsDiffer(
      validator,
      props.schema,
      experimental_defaultFormStateBehavior,
      experimental_customMergeAllOf,
    )
  );
}

/** The one typed value of a change, or undefined when RJSF must re-derive it all. */
function leafChange(
  state: State,
  props: Props,
  next: unknown,
): { path: Path; value: unknown } | undefined {
  if (!canSkipDerivation(state, props)) return undefined;
  const change = onlyChange(state.formData, next);
  return change && !isRead(state.schema, change.path) ? change : undefined;
}

const isPrimitive = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The single value that differs between `a` and `b`, when it is a primitive set where a primitive
 * (or nothing) was; undefined when the two differ in any other way, or in more than one place.
 */
function onlyChange(a: unknown, b: unknown): { path: Path; value: unknown } | undefined {
  let found: { path: Path; value: unknown } | undefined;
  let failed = false;
  const at: Array<string | number> = [];
  const walk = (x: unknown, y: unknown, key: string | number): void => {
    at.push(key);
    compare(x, y);
    at.pop();
  };
  const compare = (x: unknown, y: unknown): void => {
    if (failed || Object.is(x, y)) return;
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      x.forEach((item, i) => walk(item, y[i], i));
    } else if (isRecord(x) && isRecord(y)) {
      for (const key of Object.keys(x)) {
        if (!(key in y)) failed = true;
        else walk(x[key], y[key], key);
      }
      for (const key of Object.keys(y)) if (!(key in x)) walk(undefined, y[key], key);
    } else if ((x === undefined || isPrimitive(x)) && isPrimitive(y) && !found) {
      found = { path: [...at], value: y };
    } else {
      failed = true;
    }
  };
  compare(a, b);
  return failed || !found || found.path.length === 0 ? undefined : found;
}

function setIn(node: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(node)) {
    const copy: unknown[] = [...node];
    copy[key as number] = setIn(copy[key as number], rest, value);
    return copy;
  }
  const copy: Data = { ...(node as Data) };
  copy[key] = setIn(copy[key], rest, value);
  return copy;
}

/** Data paths ('*' for any item or key) whose values a condition of the schema reads. */
type Read = ReadonlyArray<string>;
const ANY = '*';
const cache = new WeakMap<object, Read[]>();

/** Whether a condition of the schema reads the value at `path` (or anything inside it). */
const isRead = (schema: RJSFSchema, path: Path) =>
  readsOf(schema).some((read) => overlaps(read, path));

function overlaps(read: Read, path: Path): boolean {
  const n = Math.min(read.length, path.length);
  for (let i = 0; i < n; i++) if (read[i] !== ANY && read[i] !== String(path[i])) return false;
  return true;
}

/** Keywords that describe a value without constraining it. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  '$comment',
  'errorMessage',
  'examples',
  'default',
  'readOnly',
]);

function readsOf(root: RJSFSchema): Read[] {
  const known = cache.get(root);
  if (known) return known;
  const reads: Read[] = [];
  /** What an `if` schema (a test of the data at `at`) looks at. */
  const testedBy = (test: unknown, at: Read) => {
    if (!isRecord(test)) return;
    for (const [keyword, value] of Object.entries(test)) {
      if (keyword === 'properties' && isRecord(value)) {
        for (const [key, sub] of Object.entries(value)) testedBy(sub, [...at, key]);
      } else if (keyword === 'required' && Array.isArray(value)) {
        for (const key of value) reads.push([...at, String(key)]);
      } else if (!ANNOTATIONS.has(keyword)) {
        reads.push(at);
      }
    }
  };
  const walk = (schema: unknown, at: Read) => {
    if (!isRecord(schema)) return;
    for (const [keyword, value] of Object.entries(schema)) {
      switch (keyword) {
        case 'properties':
          if (isRecord(value))
            for (const [key, sub] of Object.entries(value)) walk(sub, [...at, key]);
          break;
        case 'items':
        case 'additionalItems':
        case 'prefixItems':
          for (const sub of Array.isArray(value) ? value : [value]) walk(sub, [...at, ANY]);
          break;
        case 'if':
          testedBy(value, at);
          break;
        case 'then':
        case 'else':
        case 'not':
          walk(value, at);
          break;
        case 'allOf':
          if (Array.isArray(value)) for (const sub of value) walk(sub, at);
          break;
        case 'dependencies':
        case 'dependentSchemas':
        case 'dependentRequired':
          for (const [key, sub] of Object.entries(value as Data)) {
            reads.push([...at, key]);
            walk(sub, at);
          }
          break;
        case 'const':
          reads.push(at);
          break;
        case 'additionalProperties':
        case 'unevaluatedProperties':
          // `false` adds nothing to the form; anything else stubs a field for each extra key.
          if (value !== false) reads.push(at);
          break;
        case 'oneOf':
        case 'anyOf':
        case 'patternProperties':
        case '$ref':
        case '$dynamicRef':
        case '$recursiveRef':
          // Which option applies, or what a reference or an extra key holds, depends on the data:
          // anything under here takes RJSF's own path.
          reads.push(at);
          if (Array.isArray(value)) for (const sub of value) walk(sub, at);
          break;
        default:
          break;
      }
    }
  };
  walk(root, []);
  cache.set(root, reads);
  return reads;
}
