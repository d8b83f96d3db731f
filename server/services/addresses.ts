/**
 * The address book (customer-area §4 Address, §8): list, add, edit, delete and the delivery/billing flags
 * of the signed-in customer's own addresses. An id that is not one of theirs is a 404 and changes nothing.
 * Decisions where the spec is silent:
 * - an add gets default and billing false (§4), except the customer's first address, which becomes the
 *   delivery and billing address (a customer always has one once they have any address);
 * - the current delivery or billing address cannot be deleted: the shopper chooses another one first
 *   (a clear 400), so checkout always finds both;
 * - at most MAX_ADDRESSES addresses per customer (400 beyond).
 */
import type { Address } from '../../src/api/operations';
import { fail, text as messageOf } from '../lib/messages';
import type { Repositories } from '../repositories';
import type { AddressFlag, AddressRow } from '../repositories/customers/addresses';
import { addressBookRecord, type AddressBookInput } from './customer-records';
import { formatPhoneDigits, formatZip } from './customer-data-format';

const MAX_ADDRESSES = 20;

function toAddress(row: AddressRow): Address {
  return {
    idAddress: row.id,
    identification: row.identification,
    receiver: row.receiver,
    phoneContact: formatPhoneDigits(row.phoneContact),
    default: row.isDefault,
    billing: row.isBilling,
    zipCode: formatZip(row.zipCode),
    streetAddress: row.streetAddress,
    number: row.number,
    complement: row.complement,
    neighbourhood: row.neighbourhood,
    city: row.city,
    state: row.state,
    addressType: row.addressType === 0 ? 0 : 1,
    country: 'Brasil',
    referencePoint: row.referencePoint,
    externalId: row.externalId,
  };
}

const notFound = () => fail(404, 'customerApi.addressNotFound', 'ADDRESS_NOT_FOUND');

export function addressesService(repos: Repositories) {
  return {
    async list(customerId: number): Promise<Address[]> {
      return (await repos.addresses.list(customerId)).map(toAddress);
    },

    /** Adds (no id) or edits (the customer's own id) an address. */
    async save(customerId: number, input: AddressBookInput): Promise<{ message: string; idAddress: number }> {
      const id = input.idAddress || undefined;
      const fields = addressBookRecord(input);
      if (id === undefined) {
        const created = await repos.addresses.add(customerId, fields, MAX_ADDRESSES);
        if (created === undefined) throw fail(400, 'customerApi.addressLimit', 'ADDRESS_LIMIT', { max: MAX_ADDRESSES });
        return { message: messageOf('customerApi.addressCreated'), idAddress: created };
      }
      if (!(await repos.addresses.update(customerId, id, fields))) throw notFound();
      return { message: messageOf('customerApi.addressUpdated'), idAddress: id };
    },

    async delete(customerId: number, id: number): Promise<{ message: string }> {
      const row = await repos.addresses.find(customerId, id);
      if (!row) throw notFound();
      if (row.isDefault) throw fail(400, 'customerApi.deleteDelivery', 'ADDRESS_IN_USE');
      if (row.isBilling) throw fail(400, 'customerApi.deleteBilling', 'ADDRESS_IN_USE');
      if (!(await repos.addresses.delete(customerId, id))) throw notFound();
      return { message: messageOf('customerApi.addressDeleted') };
    },

    async setFlag(customerId: number, id: number, flag: AddressFlag): Promise<{ message: string }> {
      if (!(await repos.addresses.setFlag(customerId, id, flag))) throw notFound();
      return { message: messageOf(flag === 'default' ? 'customerApi.deliveryChanged' : 'customerApi.billingChanged') };
    },
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
