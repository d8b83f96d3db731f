/**
 * The B2B placeholder (catalogue-and-discovery §2: "… a B2B widget exist[s] as [an] empty placeholder"):
 * renders nothing. The B2B rules that exist (identification and registration of companies, company
 * settings statusB2B) live in the customer widgets.
 */
function B2bView() {
  return null;
}

export function B2b() {
  return <B2bView />;
}
