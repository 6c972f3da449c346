import { MAX_TEAM_SEATS } from '@coworking/domain';
import { type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { cx } from '../../../ui/cx';
import { TextField } from '../../../ui/form-field';
import { type Buyer, type TeamPurchaseInput } from '../team-purchase';

const BUYERS: { value: Buyer; title: string; detail: string }[] = [
  { value: 'me', title: 'Just me', detail: 'A membership in your name' },
  { value: 'team', title: 'My team (company pays)', detail: 'Seats you give to colleagues in the member portal' },
];

interface BuyerFieldsProps {
  buyer: Buyer;
  onBuyer(buyer: Buyer): void;
  register: UseFormRegister<TeamPurchaseInput>;
  errors: FieldErrors<TeamPurchaseInput>;
}

/**
 * "Who is it for?": the buyer alone, or a team whose company pays; for a team, how many seats, the company's name
 * (the team and its receipts are the company's) and its KRA PIN.
 */
export function BuyerFields({ buyer, onBuyer, register, errors }: BuyerFieldsProps) {
  return (
    <>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Who is it for?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {BUYERS.map((option) => (
            <label
              key={option.value}
              className={cx(
                'flex cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                buyer === option.value
                  ? 'border-brand-700 bg-brand-50'
                  : 'border-slate-200 bg-white hover:border-brand-600',
              )}
            >
              <input
                type="radio"
                name="buyer"
                className="mt-1 size-4 shrink-0 accent-brand-700"
                value={option.value}
                checked={buyer === option.value}
                onChange={() => onBuyer(option.value)}
              />
              <span>
                <span className="block font-semibold">{option.title}</span>
                <span className="block text-sm text-slate-600">{option.detail}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {buyer === 'team' && (
        <div className="space-y-4">
          <TextField
            label="Seats"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TEAM_SEATS}
            step={1}
            required
            hint={`One for each person, up to ${MAX_TEAM_SEATS}. You give the seats to people in the member portal.`}
            error={errors.seats?.message}
            {...register('seats')}
          />
          <TextField
            label="Company name"
            autoComplete="organization"
            maxLength={200}
            required
            error={errors.companyName?.message}
            {...register('companyName')}
          />
          <TextField
            label="KRA PIN (optional)"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Printed on the company's receipts: a letter, nine digits and a letter, e.g. P051234567X"
            error={errors.kraPin?.message}
            {...register('kraPin')}
          />
        </div>
      )}
    </>
  );
}
