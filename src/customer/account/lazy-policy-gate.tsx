import { lazy, Suspense } from 'react';
import type { PolicyGateBoxProps } from './policy-gate';

/**
 * The acceptance box loads only when a customer has a new version to accept: it renders store HTML, and
 * the sanitiser's module (with the catalogue's shared chunk) stays off every other customer page.
 */
const PolicyGateBox = lazy(() => import('./policy-gate').then((module) => ({ default: module.PolicyGateBox })));

export function LazyPolicyGateBox(props: PolicyGateBoxProps) {
  return (
    <Suspense fallback={<div className="jet-policy-gate jet-policy-gate--loading" aria-busy="true" />}>
      <PolicyGateBox {...props} />
    </Suspense>
  );
}
