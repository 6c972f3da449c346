import { MAX_TEAM_SEATS } from '@coworking/domain';
import { type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { type Choice, ChoiceCards } from '../../../ui/choice-cards';
import { TextField } from '../../../ui/form-field';
import { type Buyer, type TeamPurchaseInput } from '../team-purchase';

const BUYERS: Choice<Buyer>[] = [
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
      <ChoiceCards
        legend="Who is it for?"
        choices={BUYERS}
        chosen={buyer}
        inputProps={(value) => ({ name: 'buyer', checked: buyer === value, onChange: () => onBuyer(value) })}
      />
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
