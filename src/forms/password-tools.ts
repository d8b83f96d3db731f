/**
 * Loads the password tools (src/forms/password-strength.ts: the common/breached list and the strength
 * estimator) once, on demand. Tiny: this is what a form's chunk holds; the tools are a chunk of their own.
 */
export type PasswordTools = typeof import('./password-strength');

let loading: Promise<PasswordTools> | undefined;

export function loadPasswordTools(): Promise<PasswordTools> {
  loading ??= import('./password-strength').catch((error: unknown) => {
    loading = undefined; // a failed download is tried again at the next focus
    throw error;
  });
  return loading.then((tools) => {
    tools.installPasswordList();
    return tools;
  });
}
