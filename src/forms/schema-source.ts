import type { AnyObjectSchema } from 'yup';

/**
 * A JetForm's `schema`: a yup schema, or a loader of one. A loader is called on the form's first need
 * (together with Formik's download), so yup and the form's schema stay out of the page until then. It may
 * answer at once (the module is already here) or with a promise.
 */
export type SchemaSource = AnyObjectSchema | SchemaLoader;

/** A loader of a schema: at once when its module is here, else a promise. */
export type SchemaLoader = () => AnyObjectSchema | Promise<AnyObjectSchema>;

export const isThenable = <T>(value: unknown): value is PromiseLike<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** The schema of a source, loading it when it is a loader. */
export async function resolveSchema(source: SchemaSource): Promise<AnyObjectSchema> {
  return typeof source === 'function' ? source() : source;
}

/**
 * A module of schemas loaded on demand, once (a failed download is tried again at the next call):
 *
 * ```ts
 * const customerSchemas = schemaModule(() => import('../../src/forms/schemas/customer-forms'));
 * const loginSchema = customerSchemas.schema((m) => m.loginSchema); // a JetForm `schema`
 * ```
 *
 * `schema(pick)` makes a loader that answers at once once the module is here, so a schema that changes
 * with the form (a wizard's step, a profile) is there in the same render as the change.
 */
export function schemaModule<Module>(load: () => Promise<Module>) {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  const get = () =>
    (loading ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    /** The module, loading it the first time. */
    load: get,
    /** The module once loaded. */
    get current(): Module | undefined {
      return module;
    },
    /** A schema loader for JetForm: `pick` reads the schema from the module. */
    schema:
      <Schema extends AnyObjectSchema>(pick: (loaded: Module) => Schema) =>
      (): Schema | Promise<Schema> =>
        module ? pick(module) : get().then(pick),
  };
}
