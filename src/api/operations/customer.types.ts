/** Answer shapes of the customer operations (customer-area §3), shared by the widgets and the server. */

export interface LoginStatus {
  authenticated: boolean;
  hasPassword: boolean;
  idCustomer: number | null;
  name: string | null;
}

/** The login status answer wraps its fields in `data`, as the spec's platform does. */
export interface LoginStatusAnswer {
  data: LoginStatus;
}

export interface LoginInput {
  username: string;
  password: string;
  tokenRecaptcha: string;
}
