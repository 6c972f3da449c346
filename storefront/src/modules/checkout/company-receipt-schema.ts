import { KRA_PIN_MESSAGE, KRA_PIN_PATTERN, tooLong } from '@coworking/domain';
import { z } from 'zod';
import { type CompanyReceipt, EMPTY_COMPANY_RECEIPT } from './company-receipt';

export { type CompanyReceipt, companyReceiptFields, EMPTY_COMPANY_RECEIPT } from './company-receipt';

export const COMPANY_NAME_MAX = 200;

/** Validation of the optional 'Receipt for a company' fields: both may stay blank. */
export const companyReceiptSchema = z.object({
  companyName: z.string().trim().max(COMPANY_NAME_MAX, tooLong('Company name', COMPANY_NAME_MAX)),
  kraPin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((pin) => pin === '' || KRA_PIN_PATTERN.test(pin), KRA_PIN_MESSAGE),
});

/** The first message per field, as the form shows them. */
export function companyReceiptErrors(values: Partial<CompanyReceipt>): Partial<Record<keyof CompanyReceipt, string>> {
  const result = companyReceiptSchema.safeParse({ ...EMPTY_COMPANY_RECEIPT, ...values });
  const errors: Partial<Record<keyof CompanyReceipt, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path[0] as keyof CompanyReceipt] ??= issue.message;
  return errors;
}
