/** Texts of the shared validators and forms (customer-area §5, catalogue-and-discovery §5, cart-and-purchase §5). */
export const forms = {} as const;
