import { Grid, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  FormCheckbox,
  FormDialog,
  FormMultiSelect,
  FormSelect,
  FormTextField,
  isAdminHttpError,
  resolverFrom,
  useCreateOrUpdate,
} from 'admin-kit';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  APPLIES_TO_CHOICES,
  BANNER_TEXT_MAX_LENGTH,
  defaultBannerOf,
  promoCodeBody,
  promoCodeFieldErrors,
  promoCodeFormValues,
  validatePromoCodeForm,
  type PromoCodeFormValues,
  type PromoDiscountKind,
} from './promo-code-form';
import type { AdminPromoCode, PromoCodeBody } from './promo-code-types';

interface PromoCodeFormDialogProps {
  /** The code to edit; none to add one. */
  promo?: AdminPromoCode;
  /** What a code may be limited to: the membership plans and spaces the admin may see. */
  plans: readonly { id: string; name: string }[];
  spaces: readonly { id: string; name: string }[];
  onClose: () => void;
}

const choicesOf = (records: readonly { id: string; name: string }[]) =>
  records.map((record) => ({ value: record.id, label: record.name }));

/** Add Promo Code / Edit Promo Code: saved, an active code can be used at checkout at once (within its dates). */
export function PromoCodeFormDialog({ promo, plans, spaces, onClose }: PromoCodeFormDialogProps) {
  const { control, handleSubmit, setError, getValues } = useForm<PromoCodeFormValues>({
    defaultValues: promoCodeFormValues(promo),
    resolver: resolverFrom(validatePromoCodeForm),
  });
  const [discountKind, percentOff, amountOffKes, appliesTo, displayOnSite] = useWatch({
    control,
    name: ['discountKind', 'percentOff', 'amountOffKes', 'appliesTo', 'displayOnSite'],
  });
  const defaultBanner = defaultBannerOf({ discountKind, percentOff, amountOffKes });
  const { save, busy } = useCreateOrUpdate<PromoCodeBody>('promo-codes', promo, {
    created: 'Promo code created successfully',
    updated: 'Promo code updated successfully',
    createFailure: 'Failed to create promo code',
    updateFailure: 'Failed to update promo code',
    onSuccess: onClose,
    // A taken code (409) or a rule the server holds names its field: the message goes under it, as well as the toast.
    onError: (error) => {
      if (!isAdminHttpError(error)) return;
      for (const [field, message] of promoCodeFieldErrors(error.body.errors, getValues())) setError(field, { message });
    },
  });

  return (
    <FormDialog
      title={promo ? 'Edit Promo Code' : 'Add Promo Code'}
      submitLabel={promo ? 'Update Promo Code' : 'Create Promo Code'}
      busy={busy}
      maxWidth="md"
      onSubmit={handleSubmit((typed) => save(promoCodeBody(typed)))}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField
            control={control}
            name="code"
            label="Code"
            required
            helperText="Letters, digits, - and _; saved in capitals"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name="description"
            label="Description"
            helperText="For staff only, e.g. where the code was handed out"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            control={control}
            name="discountKind"
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={field.value}
                onChange={(_, kind: PromoDiscountKind | null) => kind && field.onChange(kind)}
                aria-label="Discount"
              >
                <ToggleButton value="percent">Percent off</ToggleButton>
                <ToggleButton value="amount">Amount off (KES)</ToggleButton>
              </ToggleButtonGroup>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          {discountKind === 'percent' ? (
            <FormTextField
              key="percentOff"
              control={control}
              name="percentOff"
              label="Percent off (%)"
              required
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
            />
          ) : (
            <FormTextField
              key="amountOffKes"
              control={control}
              name="amountOffKes"
              label="Amount off (KES)"
              required
              helperText="Taken off once per checkout"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormSelect control={control} name="appliesTo" label="Applies to" choices={APPLIES_TO_CHOICES} />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          {appliesTo === 'plans' && (
            <FormMultiSelect
              control={control}
              name="planIds"
              label="Membership plans"
              choices={choicesOf(plans)}
              helperText={plans.length === 0 ? 'No membership plans to choose from' : undefined}
            />
          )}
          {appliesTo === 'spaces' && (
            <FormMultiSelect
              control={control}
              name="spaceIds"
              label="Spaces"
              choices={choicesOf(spaces)}
              helperText={spaces.length === 0 ? 'No spaces to choose from' : undefined}
            />
          )}
          {appliesTo === 'all' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Every membership plan and space. Tours are free, so no code applies to them.
            </Typography>
          )}
        </Grid>
        <Grid size={12}>
          {/* A code for spaces never meets a plan's renewal, so the choice would mean nothing there. */}
          <FormCheckbox
            control={control}
            name="firstPeriodOnly"
            label="Plans: discount the first period only (otherwise every renewal too)"
            disabled={appliesTo === 'spaces'}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="validFrom"
            label="Valid from"
            type="date"
            helperText="Blank: from now"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="validTo"
            label="Valid until"
            type="date"
            helperText="Included; blank: no end"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="maxRedemptions"
            label="Uses in all"
            type="number"
            helperText="Blank: unlimited"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="maxPerCustomer"
            label="Uses per customer"
            type="number"
            helperText="Per e-mail address; blank: unlimited"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        </Grid>
        <Grid size={12}>
          <FormCheckbox control={control} name="active" label="Active" />
          <FormCheckbox control={control} name="displayOnSite" label="Show on the home page’s offer banner" />
        </Grid>
        {displayOnSite && (
          <Grid size={12}>
            <FormTextField
              control={control}
              name="bannerText"
              label="Banner text"
              helperText={`At most ${BANNER_TEXT_MAX_LENGTH} characters. Blank: ${
                defaultBanner ? `“${defaultBanner}”` : 'words built from the discount'
              }. Only the newest active, valid code chosen for the banner shows.`}
              slotProps={{ htmlInput: { maxLength: BANNER_TEXT_MAX_LENGTH } }}
            />
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
