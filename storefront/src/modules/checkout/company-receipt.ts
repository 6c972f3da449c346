// The company receipt's shape and request fields without its validation schema: the pages that only send a receipt
// (membership, booking payments) do not load zod for it.

/** The optional 'Receipt for a company' fields of the checkout: both may stay blank. */
export interface CompanyReceipt {
  companyName: string;
  kraPin: string;
}

export const EMPTY_COMPANY_RECEIPT: CompanyReceipt = { companyName: '', kraPin: '' };

/** What the initialize calls take: blank fields are left out (the API refuses an empty KRA PIN). */
export function companyReceiptFields(receipt: CompanyReceipt): { companyName?: string; kraPin?: string } {
  return {
    ...(receipt.companyName ? { companyName: receipt.companyName } : {}),
    ...(receipt.kraPin ? { kraPin: receipt.kraPin } : {}),
  };
}
