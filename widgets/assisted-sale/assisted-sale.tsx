/**
 * The assisted-sale placeholder (catalogue-and-discovery §2: "An assisted-sale widget … exist[s] as an
 * empty placeholder"): renders nothing. A store that sells with an attendant fills the tag's place.
 */
function AssistedSaleView() {
  return null;
}

export function AssistedSale() {
  return <AssistedSaleView />;
}
