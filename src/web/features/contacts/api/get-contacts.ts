import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '../../../../core/schemas/contact';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getContacts = (signal?: AbortSignal) => apiGet<Contact[]>('/api/clients', signal);

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.contacts, queryFn: ({ signal }) => getContacts(signal) });

/** Every contact (clients, vendors, subcontractors), sorted by name; asked for while `enabled`. */
export const useContacts = (enabled = true) => useQuery({ ...contactsQueryOptions(), enabled });
