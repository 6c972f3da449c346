import { MEMBERSHIP_ACCESS_STATUSES } from '@coworking/domain';
import { CalendarPlus } from 'lucide-react';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/layout';
import { onDemandDialog } from '../../manage-booking/components/on-demand-dialog';
import { useAllowance, useMemberships } from '../hooks/use-member-portal';
import { allowanceLines, allowanceUntilText, type MemberAllowance, memberDiscountText } from '../portal-text';

const bookSpaceDialog = onDemandDialog(async () => (await import('./book-space-dialog')).BookSpaceDialog);

/**
 * The member's allowance only when a membership gives access: a visitor with none (or only ended ones) is not asked
 * about it, so the portal makes no request that would answer 404.
 */
export function useMemberAllowance() {
  const memberships = useMemberships();
  const hasAccess = memberships.data?.some((membership) => MEMBERSHIP_ACCESS_STATUSES.includes(membership.status));
  return useAllowance(hasAccess ?? false);
}

/**
 * What the membership includes this period, what is used and what is left ("5 of 12 desk days left"), until when,
 * and "Book a space" to book from it. Past due: the API's message says what to do instead. No allowance: no card.
 */
export function AllowanceCard() {
  const allowance = useMemberAllowance();
  if (!allowance.data) return null;
  return <AllowanceView allowance={allowance.data} />;
}

function AllowanceView({ allowance }: { allowance: MemberAllowance }) {
  const lines = allowanceLines(allowance);
  const discount = memberDiscountText(allowance);
  const book = bookSpaceDialog.useDialog();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="portal-allowance">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="portal-allowance" className="text-xl font-bold">
              Your allowance
            </h2>
            <p className="text-sm text-slate-600">
              {allowance.planName} · {allowanceUntilText(allowance)}
            </p>
          </div>
          {allowance.usable && (
            <button type="button" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')} {...book.trigger}>
              <CalendarPlus aria-hidden="true" className="size-5" /> Book a space
            </button>
          )}
        </div>
        {!allowance.usable && allowance.message && (
          <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">{allowance.message}</p>
        )}
        {lines.length === 0 ? (
          <p className="mt-4 text-slate-700">
            Your plan includes no desk days, meeting-room hours or guest passes; book any space at the member price.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {lines.map(({ kind, text, balance }) => (
              <li key={kind} className="rounded-xl bg-slate-50 p-4">
                <p className="font-semibold text-slate-900">{text}</p>
                {!balance.unlimited && balance.included ? (
                  // The words say it all; the bar is for the eye.
                  <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
                    <div
                      className="h-full rounded-full bg-brand-700"
                      style={{ width: `${Math.round(((balance.left ?? 0) / balance.included) * 100)}%` }}
                    />
                  </div>
                ) : null}
                <p className="mt-2 text-sm text-slate-600">{balance.used} used</p>
              </li>
            ))}
          </ul>
        )}
        {discount && <p className="mt-4 text-sm text-slate-700">{discount}.</p>}
        {allowance.usable && book.render({ allowance })}
      </section>
    </Card>
  );
}
