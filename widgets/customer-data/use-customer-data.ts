import '../../src/i18n/catalogue/forms';
import '../../src/i18n/catalogue/customer-registration';
import type { FormHelpers } from '../../src/forms/form-state';
import { useCallback, useMemo, useState } from 'react';
import type { Address, Customer, NewsletterCategory, SaveAddressInput, UpdateCustomerInput } from '../../src/api/operations';
import type { ApiError } from '../../src/api/errors';
import { useMutation, write } from '../../src/api/use-mutation';
import { customerUrl } from '../../src/customer/navigation';
import { useCustomerGuard, useCustomerQuery, type GuardState } from '../../src/customer/use-customer-guard';
import { usePostcodeLookup, type PostcodeLookupStatus } from '../../src/customer/use-postcode-lookup';
import { ADDRESS_TYPE, type AddressValues } from '../../src/forms/values/address';
import { t } from '../../src/i18n';
import { navigation } from '../../src/routes/navigation';
import { invalidateQueries } from '../../src/stores/query';
import { useAlert, type AlertMessage } from '../../src/ui/alert';
import { addressSaveInput } from '../../src/customer/address-input';
import {
  addressValues,
  deliveryAddress,
  emptyValues,
  finishStartValues,
  type Profile,
  type WizardValues,
} from '../../src/customer/registration/registration-logic';
import { personalPayload } from '../../src/customer/registration/registration-payloads';

/** The personal tab's values: the wizard's tab 1 fields, the newsletter choice and the read-only e-mail. */
export type PersonalValues = Pick<
  WizardValues,
  'profile' | 'name' | 'fantasyName' | 'cpfCnpj' | 'contact' | 'dateBirth' | 'phone1' | 'phone2' | 'emailInfoCategory' | 'email'
>;

export type DataTab = 'personal' | 'address';

/** The personal tab's start: the customer's data (the profile is the account's, not a choice here). */
function personalValues(customer: Customer): PersonalValues {
  const { profile, name, fantasyName, cpfCnpj, contact, dateBirth, phone1, phone2, emailInfoCategory, email } = finishStartValues(
    customer,
    undefined,
    false,
  );
  return { profile, name, fantasyName, cpfCnpj, contact, dateBirth, phone1, phone2, emailInfoCategory, email };
}

/** What `updateCustomer` receives: the personal fields without the e-mail (read-only). */
function updatePayload(values: PersonalValues): UpdateCustomerInput {
  return personalPayload({ ...emptyValues(values.profile), ...values });
}

/** The address tab's start: the delivery address, or a new one for the customer's name and phone. */
function addressFormValues(address: Address | undefined, customer: Customer): AddressValues {
  if (address) {
    return {
      ...addressValues(address),
      identification: address.identification ?? '',
      addressType: String(address.addressType ?? ADDRESS_TYPE.residential),
      receiver: address.receiver ?? '',
      phoneContact: address.phoneContact ?? '',
    };
  }
  return {
    zipCode: '',
    streetAddress: '',
    number: '',
    complement: '',
    neighbourhood: '',
    city: '',
    state: '',
    identification: '',
    addressType: ADDRESS_TYPE.residential,
    receiver: customer.name ?? '',
    phoneContact: customer.phone?.phone1 ?? '',
  };
}

/** What `saveAddress` receives: the form, with the address's own id when it edits one. */
function saveAddressPayload(values: AddressValues, idAddress: number | undefined, address?: Address): SaveAddressInput {
  // the address book's payload; an empty complement is left out and the address keeps its reference point
  const { complement, ...payload } = addressSaveInput(values, idAddress);
  return { ...payload, ...(complement ? { complement } : {}), ...(address?.referencePoint ? { referencePoint: address.referencePoint } : {}) };
}

type DataState = GuardState | 'loading' | 'error' | 'ready';

export interface CustomerDataModel {
  state: DataState;
  tab: DataTab;
  selectTab: (tab: DataTab) => void;
  profile: Profile;
  personal: PersonalValues | null;
  address: AddressValues | null;
  /** The delivery address being edited, or undefined when the customer has none yet. */
  idAddress: number | undefined;
  categories: NewsletterCategory[];
  postcode: PostcodeLookupStatus;
  lookupPostcode: (zipCode: string, write: (fields: Record<string, string>) => void) => void;
  savePersonal: (values: PersonalValues) => Promise<void>;
  saveAddress: (values: AddressValues, helpers?: Pick<FormHelpers<AddressValues>, 'resetForm'>) => Promise<void>;
  cancel: () => void;
  retry: () => void;
  alert: { alert: AlertMessage | null; close: () => void };
}

/**
 * The personal-data page (/customer/edit): only for a customer signed in with a password; the personal
 * tab saves with `updateCustomer`, the address tab edits the delivery address (`saveAddress` with its
 * idAddress) or adds one and makes it the delivery address. CANCELAR goes to /customer.
 */
export function useCustomerData(): CustomerDataModel {
  const guard = useCustomerGuard();
  // asked with the login status, not after it (shown once the guard allows)
  const customer = useCustomerQuery(guard.state, 'customerData');
  const addresses = useCustomerQuery(guard.state, 'addresses');
  const categories = useCustomerQuery(guard.state, 'newsletterCategories');
  const [tab, setTab] = useState<DataTab>('personal');
  const [addedId, setAddedId] = useState<number | undefined>(undefined);
  const alert = useAlert();
  const postcode = usePostcodeLookup();

  const data = customer.data;
  const delivery = deliveryAddress(addresses.data);
  const addressesSettled = addresses.status !== 'loading' || addresses.data !== undefined;
  const personal = useMemo(() => (data ? personalValues(data) : null), [data]);
  const address = useMemo(() => (data && addressesSettled ? addressFormValues(delivery, data) : null), [data, addressesSettled, delivery]);
  const idAddress = delivery?.idAddress ?? addedId;

  const state: DataState =
    guard.state !== 'allowed'
      ? guard.state
      : data
        ? addressesSettled
          ? 'ready'
          : 'loading'
        : customer.status === 'error'
          ? 'error'
          : 'loading';

  // a failure stays until closed (the form is there to fix and send again)
  const failure = (error: ApiError): AlertMessage => ({ kind: 'error', message: error.message, timeout: 0 });
  const personalSave = useMutation({
    send: (values: PersonalValues) => write('updateCustomer', { json: updatePayload(values) }),
    alert,
    failure,
    onSuccess: (answer) => {
      alert.show({ kind: 'success', message: answer?.message || t('personalData.saved') });
      // the greeting of the menus shows the name
      invalidateQueries('loginStatus', 'customerData');
    },
  });
  const addressSave = useMutation({
    send: async (values: AddressValues) => {
      const answer = await write('saveAddress', { json: saveAddressPayload(values, idAddress, delivery) });
      if (idAddress === undefined) {
        // a new address on this page is the delivery address
        setAddedId(answer.idAddress);
        await write('setAddressFlag', { json: { idAddress: answer.idAddress, flag: 'default' } });
      }
      return answer;
    },
    alert,
    failure,
    onSuccess: (answer) => {
      alert.show({ kind: 'success', message: answer?.message || t(idAddress === undefined ? 'personalData.addressAdded' : 'personalData.addressSaved') });
      invalidateQueries('addresses');
    },
  });
  const savePersonal = async (values: PersonalValues) => {
    await personalSave.run(values);
  };
  const saveAddress = async (values: AddressValues) => {
    await addressSave.run(values);
  };

  const lookupPostcode = useCallback(
    (zipCode: string, fill: (fields: Record<string, string>) => void) => void postcode.lookup(zipCode, fill),
    [postcode],
  );

  return {
    state,
    tab,
    selectTab: setTab,
    profile: personal?.profile ?? 'fisica',
    personal,
    address,
    idAddress,
    categories: categories.data ?? [],
    postcode: postcode.status,
    lookupPostcode,
    savePersonal,
    saveAddress,
    cancel: () => navigation.assign(customerUrl({ view: 'home' })),
    retry: () => invalidateQueries('customerData', 'addresses'),
    alert: { alert: alert.alert, close: alert.close },
  };
}
