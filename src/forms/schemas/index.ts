export * from './fields';
export * from './catalogue-forms';
export * from './cart-forms';
export * from './customer-forms';
export * from './address';
export * from './registration';
