import { schemaModule } from '../schema-source';

/**
 * The schema modules, each loaded on demand (with yup and the shared field rules) by the first form that
 * needs it: a widget passes a pick of one as its JetForm `schema`, defined once at module level,
 *
 * ```ts
 * const loginSchema = customerFormSchemas.schema((m) => m.loginSchema);
 * <JetForm schema={loginSchema} initialValues={loginInitialValues} …>
 * ```
 *
 * and imports the initial values and types from src/forms/values/ (no yup there).
 */
export const customerFormSchemas = schemaModule(() => import('./customer-forms'));
export const catalogueFormSchemas = schemaModule(() => import('./catalogue-forms'));
export const cartFormSchemas = schemaModule(() => import('./cart-forms'));
export const addressSchemas = schemaModule(() => import('./address'));
