import { CheckCircle2, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { TextField } from '../../ui/form-field';
import { promoCodeLines } from './promo-code';
import { type PromoCode } from './use-promo-code';

interface PromoCodeFieldProps {
  promo: PromoCode;
  disabled: boolean;
  /** The checkout's e-mail so far, for a code limited to one use per customer. */
  email?: () => string;
}

/**
 * 'Have a promo code?': most payers have none, so it starts collapsed, and opens by itself while it holds a refusal
 * (from Apply, or from the checkout after Pay) or an applied code. Apply asks the API about the price shown; the
 * answer is shown before paying: the price struck through, the discount and the new total. The field sits inside the
 * checkout's form but is not part of it: Enter in it applies the code rather than sending the form.
 */
export function PromoCodeField({ promo, disabled, email }: PromoCodeFieldProps) {
  const { form, applied, outdated, checking } = promo;
  const error = form.formState.errors.promoCode?.message;
  const [opened, setOpened] = useState(false);
  const open = opened || Boolean(error || applied || outdated);
  const id = useId();
  // Back from a checkout that refused the code, the payer lands on its message.
  useEffect(() => {
    if (promo.takeFocus()) form.setFocus('promoCode');
  });
  const apply = () => void promo.apply(email?.());
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!applied && !checking) apply();
  };
  const lines = applied && promoCodeLines(applied);
  return (
    <div className="rounded-lg border border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpened(!open)}
        className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Have a promo code?
        <ChevronDown aria-hidden="true" className={cx('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={id} hidden={!open} className="space-y-3 border-t border-slate-200 p-3">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label="Promo code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              readOnly={Boolean(applied)}
              className={applied ? 'bg-slate-50' : undefined}
              hint={
                outdated
                  ? 'The price has changed since the code was applied: press Apply to check it again.'
                  : undefined
              }
              error={error}
              disabled={disabled}
              onKeyDown={applyOnEnter}
              {...form.register('promoCode')}
            />
          </div>
          {/*
            One button that turns from Apply into Remove, so the keyboard focus stays where it was; not disabled while
            checking, which would drop the focus.
          */}
          <Button
            variant="outline"
            className="mt-6.5 shrink-0"
            disabled={disabled}
            aria-disabled={checking || undefined}
            onClick={applied ? promo.remove : checking ? undefined : apply}
          >
            {applied ? (
              <>
                Remove<span className="sr-only"> promo code {applied.code}</span>
              </>
            ) : checking ? (
              'Checking...'
            ) : (
              'Apply'
            )}
          </Button>
        </div>
        <div aria-live="polite">
          {applied && lines && (
            <div className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
              <p className="flex items-center gap-2 font-medium">
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
                {applied.message}
              </p>
              <p className="mt-2">
                <del>
                  <span className="sr-only">Previously </span>
                  {lines.originalPrice}
                </del>
              </p>
              <p>
                {lines.discountLabel} {lines.discountAmount}
              </p>
              <p className="font-bold">Total {lines.total}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
