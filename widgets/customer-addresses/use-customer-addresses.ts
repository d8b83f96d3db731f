import '../../src/i18n/catalogue/customer-account';
import { useState } from 'react';
import { useMutation, write } from '../../src/api/use-mutation';
import type { Address } from '../../src/api/operations';
import { useCustomerGuard, useCustomerQuery } from '../../src/customer/use-customer-guard';
import type { AddressValues } from '../../src/forms/values/address';
import { t } from '../../src/i18n';
import { query } from '../../src/stores/query';
import { useAlert } from '../../src/ui/alert';
import { addressSaveInput } from '../../src/customer/address-input';

export type AddressTab = 'list' | 'form';
export type AddressFlag = 'default' | 'billing';

/** 'checking' while the guard reads the login status; 'leaving' on its way to /customer. */
type CustomerAddressesState = 'checking' | 'leaving' | 'unknown' | 'loading' | 'error' | 'empty' | 'ready';

/**
 * The address book's logic (customer-area §2 /customer/address, §4 Address, §8): the guard, the list,
 * the two tabs, add and edit through one form, delete after a confirmation, the delivery and billing
 * flags. After a change the list is read again and shown with the §8 message, instead of the spec's
 * page reload: the message stays readable, the focus and the scroll are not lost, and nothing else on
 * the page loads again.
 */
export function useCustomerAddresses() {
  const guard = useCustomerGuard();
  // asked with the login status, not after it (shown once the guard allows)
  const addresses = useCustomerQuery(guard.state, 'addresses');
  const [tab, setTab] = useState<AddressTab>('list');
  /** The form (and the forms kit) loads the first time its tab opens, then stays (nothing typed is lost). */
  const [formStarted, setFormStarted] = useState(false);
  if (tab === 'form' && !formStarted) setFormStarted(true);
  const [editing, setEditing] = useState<Address | null>(null);
  /** Bumped after a successful add: a fresh, empty form. */
  const [formKey, setFormKey] = useState(0);
  const [confirming, setConfirming] = useState<Address | null>(null);
  /** The address whose delete or flag change is running (its buttons are disabled). */
  const [busy, setBusy] = useState<number | null>(null);
  /** Bumped when the control that had the focus goes away (the form after a save, a deleted card): the list's tab takes it. */
  const [focusList, setFocusList] = useState(0);
  const alert = useAlert();
  const show = alert.show;

  const list = addresses.data ?? [];
  const state: CustomerAddressesState =
    guard.state !== 'allowed'
      ? guard.state
      : addresses.data === undefined
        ? addresses.status === 'error'
          ? 'error'
          : 'loading'
        : list.length === 0
          ? 'empty'
          : 'ready';

  const reload = () => query('addresses').refresh();

  // each change reads the list again before its message shows; a failure shows the server's text (the form stays as typed)
  const saving = useMutation({
    send: async ({ values, id }: { values: AddressValues; id?: number }) => {
      await write('saveAddress', { json: addressSaveInput(values, id) });
      await reload();
    },
    alert,
    onSuccess: (_answer, { id }) => {
      show({ kind: 'success', message: t(id === undefined ? 'account.address.created' : 'account.address.changed') });
      setEditing(null);
      setFormKey((key) => key + 1);
      setTab('list');
      setFocusList((n) => n + 1);
    },
  });
  const save = async (values: AddressValues) => {
    await saving.run({ values, id: editing?.idAddress });
  };

  const removing = useMutation({
    send: async (address: Address) => {
      setBusy(address.idAddress);
      await write('deleteAddress', { json: { idAddress: address.idAddress } });
      if (editing?.idAddress === address.idAddress) {
        setEditing(null);
        setFormKey((key) => key + 1);
      }
      await reload();
    },
    alert,
    onSuccess: () => {
      show({ kind: 'success', message: t('account.address.deleted') });
      setFocusList((n) => n + 1);
    },
  });
  const remove = async () => {
    const address = confirming;
    setConfirming(null);
    if (!address) return;
    if ((await removing.run(address)) !== null) setBusy(null);
  };

  const flagging = useMutation({
    send: async ({ address, flag }: { address: Address; flag: AddressFlag }) => {
      setBusy(address.idAddress);
      await write('setAddressFlag', { json: { idAddress: address.idAddress, flag } });
      await reload();
    },
    alert,
    onSuccess: (_answer, { flag }) => show({ kind: 'success', message: t(flag === 'default' ? 'account.address.deliveryChanged' : 'account.address.billingChanged') }),
  });
  const setFlag = async (address: Address, flag: AddressFlag) => {
    if ((await flagging.run({ address, flag })) !== null) setBusy(null);
  };

  return {
    state,
    addresses: list,
    tab,
    formStarted,
    selectTab: setTab,
    editing,
    formKey,
    edit: (address: Address) => {
      setEditing(address);
      setTab('form');
    },
    cancelEdit: () => {
      setEditing(null);
      setTab('list');
    },
    newAddress: () => setTab('form'),
    save,
    confirming,
    askDelete: setConfirming,
    cancelDelete: () => setConfirming(null),
    remove,
    setFlag,
    busy,
    retry: () => void reload(),
    focusList,
    alert,
  };
}

export type CustomerAddressesModel = ReturnType<typeof useCustomerAddresses>;
