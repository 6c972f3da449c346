import { centsToKes, formatKes, MAX_TEAM_SEATS, TEAM_SEATS_MESSAGE, toCents, tooLong } from '@coworking/domain';
import { z } from 'zod';
import { COMPANY_NAME_MAX, companyReceiptSchema } from '../checkout/company-receipt-schema';
import { periodUnit } from './membership-rules';

// A team membership at checkout: several seats of one plan that a company pays for together (the subscribe dialog's
// "My team (company pays)"). Only the dialog loads this, on first use.

/** Who the subscription is for: the buyer alone, or a team whose company pays. */
export type Buyer = 'me' | 'team';

export const TEAM_PURCHASE_MESSAGES = {
  companyRequired: 'Company name is required for a team membership',
} as const;

/** A seat count as typed: a whole number from 1 to MAX_TEAM_SEATS, in the API's words. */
export const seatsField = z
  .string()
  .trim()
  .regex(/^\d+$/, TEAM_SEATS_MESSAGE)
  .transform(Number)
  .refine((seats) => seats >= 1 && seats <= MAX_TEAM_SEATS, TEAM_SEATS_MESSAGE);

/**
 * The team's fields of the subscribe dialog: how many seats, the company that pays (required: the receipt and the
 * team are the company's) and its KRA PIN (optional, checked as on every receipt).
 */
export const teamPurchaseSchema = z.object({
  seats: seatsField,
  companyName: z
    .string()
    .trim()
    .min(1, TEAM_PURCHASE_MESSAGES.companyRequired)
    .max(COMPANY_NAME_MAX, tooLong('Company name', COMPANY_NAME_MAX)),
  kraPin: companyReceiptSchema.shape.kraPin,
});

export type TeamPurchaseInput = z.input<typeof teamPurchaseSchema>;
export type TeamPurchaseValues = z.output<typeof teamPurchaseSchema>;
export const TEAM_PURCHASE_FIELDS = ['seats', 'companyName', 'kraPin'] as const;
export type TeamPurchaseField = (typeof TEAM_PURCHASE_FIELDS)[number];

/** A team starts at two seats: one person needs no team. */
export const EMPTY_TEAM_PURCHASE: TeamPurchaseInput = { seats: '2', companyName: '', kraPin: '' };

/** The first message per field, as the form shows them. */
export function teamPurchaseErrors(values: Partial<TeamPurchaseInput>): Partial<Record<TeamPurchaseField, string>> {
  const result = teamPurchaseSchema.safeParse({ ...EMPTY_TEAM_PURCHASE, ...values });
  const errors: Partial<Record<TeamPurchaseField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path[0] as TeamPurchaseField] ??= issue.message;
  return errors;
}

/** The seats typed, when they are a valid count (the total is shown only then); else undefined. */
export function typedSeats(typed: string | undefined): number | undefined {
  const result = seatsField.safeParse(typed ?? '');
  return result.success ? result.data : undefined;
}

/** KES for `seats` seats of a plan priced `price` (a KES decimal string), counted in cents so nothing is lost. */
export function teamTotalKes(price: string, seats: number): number {
  return centsToKes(toCents(price) * seats);
}

/** 'KSh 7,000 × 3 seats = KSh 21,000 per month': what a team pays each period, before paying. */
export function teamTotalText(plan: { price: string; period: string }, seats: number): string {
  const unit = seats === 1 ? 'seat' : 'seats';
  return `${formatKes(plan.price)} × ${seats} ${unit} = ${formatKes(teamTotalKes(plan.price, seats))} per ${periodUnit(plan.period)}`;
}

/** What `POST /api/plan-bookings` takes for a team, besides the plan, the date and the buyer: a blank PIN is left out. */
export function teamPlanBookingFields(team: TeamPurchaseValues): {
  seats: number;
  companyName: string;
  kraPin?: string;
} {
  return { seats: team.seats, companyName: team.companyName, ...(team.kraPin ? { kraPin: team.kraPin } : {}) };
}

/** The server's refusals that belong to the team's fields (the first step of the dialog). */
export function teamPurchaseFieldErrors(errors: Record<string, string> | undefined): [TeamPurchaseField, string][] {
  if (!errors) return [];
  return TEAM_PURCHASE_FIELDS.filter((field) => typeof errors[field] === 'string').map((field) => [
    field,
    errors[field],
  ]);
}
