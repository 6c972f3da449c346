import { useDeleteRecord } from 'admin-kit';
import { COMPANY_DETAIL } from 'admin-kit/rules';
import { useGetOne } from 'react-admin';
import type { Company, CompanyDetail } from './company-types';

/** A company in full (its teams, seat holders and payments), read afresh each time it is opened. */
export function useCompanyDetail(row: Company) {
  return useGetOne<CompanyDetail>('companies', { id: row.id, meta: COMPANY_DETAIL });
}

/**
 * Deletes a company after its confirmation. One that has had a team membership is refused (409): the error toast
 * shows the server's message, which says to change its details instead, and the confirmation stays open.
 */
export function useDeleteCompany(onSuccess: () => void) {
  return useDeleteRecord<Company>('companies', {
    deleted: 'Company deleted successfully',
    failure: 'Failed to delete company',
    onSuccess,
  });
}
