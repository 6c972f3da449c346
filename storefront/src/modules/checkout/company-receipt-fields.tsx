import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField } from '../../ui/form-field';
import { cx } from '../../ui/cx';
import { type FormFieldsProps } from './contact-fields';

type CompanyFieldsProps = FormFieldsProps<'companyName' | 'kraPin'>;

/** The company name and KRA PIN printed on a receipt, for a business that claims the VAT; both optional. */
export function CompanyFields({ register, errors, disabled }: CompanyFieldsProps) {
  return (
    <>
      <TextField
        label="Company name"
        autoComplete="organization"
        maxLength={200}
        error={errors.companyName?.message}
        disabled={disabled}
        {...register('companyName')}
      />
      <TextField
        label="KRA PIN"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="A letter, nine digits and a letter, e.g. P051234567X"
        error={errors.kraPin?.message}
        disabled={disabled}
        {...register('kraPin')}
      />
    </>
  );
}

/**
 * 'Receipt for a company': the company fields of the checkout. Most payers are individuals, so it starts collapsed;
 * it opens by itself when one of its fields is refused.
 */
export function CompanyReceiptFields({ register, errors, disabled }: CompanyFieldsProps) {
  const [opened, setOpened] = useState(false);
  const open = opened || Boolean(errors.companyName?.message || errors.kraPin?.message);
  const id = useId();
  return (
    <div className="rounded-lg border border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpened(!open)}
        className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Receipt for a company (optional)
        <ChevronDown aria-hidden="true" className={cx('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={id} hidden={!open} className="space-y-4 border-t border-slate-200 p-3">
        <CompanyFields register={register} errors={errors} disabled={disabled} />
      </div>
    </div>
  );
}
