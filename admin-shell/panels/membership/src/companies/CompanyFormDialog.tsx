import { Grid } from '@mui/material';
import { FormDialog, FormTextField, isAdminHttpError, resolverFrom, useCreateOrUpdate } from 'admin-kit';
import { useForm } from 'react-hook-form';
import {
  ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  companyBody,
  companyFieldErrors,
  companyFormValues,
  validateCompanyForm,
  type CompanyFormValues,
} from './company-form';
import type { Company, CompanyBody } from './company-types';

interface CompanyFormDialogProps {
  /** The company to edit; none to add one. */
  company?: Company;
  /** After the company is saved (the dialog is closed by it too). */
  onSaved?: () => void;
  onClose: () => void;
}

/** Add Company / Edit Company: the details its receipts carry; later receipts use the changed ones. */
export function CompanyFormDialog({ company, onSaved, onClose }: CompanyFormDialogProps) {
  const { control, handleSubmit, setError } = useForm<CompanyFormValues>({
    defaultValues: companyFormValues(company),
    resolver: resolverFrom(validateCompanyForm),
  });
  const { save, busy } = useCreateOrUpdate<CompanyBody>('companies', company, {
    created: 'Company created successfully',
    updated: 'Company updated successfully',
    createFailure: 'Failed to create company',
    updateFailure: 'Failed to update company',
    onSuccess: () => {
      onSaved?.();
      onClose();
    },
    // A rule the server holds (the KRA PIN's shape, say) names its field: the message goes under it, as well as the toast.
    onError: (error) => {
      if (!isAdminHttpError(error)) return;
      for (const [field, message] of companyFieldErrors(error.body.errors)) setError(field, { message });
    },
  });

  return (
    <FormDialog
      title={company ? 'Edit Company' : 'Add Company'}
      submitLabel={company ? 'Update Company' : 'Create Company'}
      busy={busy}
      onSubmit={handleSubmit((values) => save(companyBody(values)))}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="name"
            label="Company name"
            required
            autoFocus
            helperText="As printed on its receipts"
            slotProps={{ htmlInput: { maxLength: COMPANY_NAME_MAX_LENGTH } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField
            control={control}
            name="kraPin"
            label="KRA PIN"
            helperText="Optional, like P051234567X"
            slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name="billingEmail"
            label="Billing e-mail"
            required
            type="email"
            helperText="Where its receipts go"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField control={control} name="phone" label="Phone" type="tel" helperText="Optional" />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name="address"
            label="Address"
            multiline
            minRows={2}
            helperText="Optional"
            slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTH } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
