import { EMAIL_PATTERN } from '@coworking/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../api/client';
import { checkPromoCode, type PromoCodeCheck } from './promo-code';
import { PROMO_CODE_MESSAGES, type PromoCodeInput, promoCodeSchema, type PromoCodeValues } from './promo-code-schema';

/** What a promo code is checked against: the price the page shows and what it buys. */
export interface PromoCodePurchase {
  /** KES, before any code. */
  amount: number;
  spaceId?: string;
  planId?: string;
  seats?: number;
}

const CHECK_FAILED = 'The promo code could not be checked. Please check your connection and try again.';

/**
 * A checkout's promo code: the field's own form (it sits inside the checkout's form but is checked on its own, by
 * Apply), the API's answer for the price shown, and what the checkout then charges and sends. The dialog holding
 * the purchase calls it, so its summary and pay button can show the total; `PromoCodeField` draws it.
 */
export function usePromoCode(purchase: PromoCodePurchase) {
  const form = useForm<PromoCodeInput, unknown, PromoCodeValues>({
    resolver: zodResolver(promoCodeSchema),
    defaultValues: { promoCode: '' },
  });
  const [checked, setChecked] = useState<{ result: PromoCodeCheck; purchase: string }>();
  const [checking, setChecking] = useState(false);
  // A refusal at checkout reaches the field while it is hidden or gone (the payer was paying): it takes the focus
  // once it is shown again, as it does for a refusal from Apply.
  const focusWhenShown = useRef(false);
  const { amount, spaceId, planId, seats } = purchase;
  const purchaseKey = JSON.stringify([amount, spaceId, planId, seats]);
  // A code checked for another price (the visitor went back and changed the dates) no longer says what is paid.
  const applied = checked?.purchase === purchaseKey ? checked.result : undefined;

  /** Asks the API about the code typed; `email`, when it is a valid address, lets it check a per-customer limit. */
  const apply = (email?: string) =>
    form.handleSubmit(async ({ promoCode }) => {
      setChecking(true);
      try {
        const result = await checkPromoCode({
          code: promoCode,
          amount,
          ...(spaceId ? { spaceId } : {}),
          ...(planId ? { planId } : {}),
          ...(seats ? { seats } : {}),
          ...(email && EMAIL_PATTERN.test(email.trim()) ? { email: email.trim() } : {}),
        });
        setChecked({ result, purchase: purchaseKey });
        form.setValue('promoCode', result.code);
      } catch (error) {
        setChecked(undefined);
        form.setError('promoCode', { message: messageOf(error, CHECK_FAILED) }, { shouldFocus: true });
      } finally {
        setChecking(false);
      }
    })();

  function remove() {
    setChecked(undefined);
    form.reset({ promoCode: '' });
  }

  /**
   * The checkout refused the applied code (e.g. its last use went to someone else between Apply and Pay): the code
   * is dropped, so the total is the full price again, and the field says why. It is left empty, so the payer can go
   * on without a code, or type another and apply it. The same function on every render: checkout steps hold it.
   */
  const refuse = useCallback(
    (message: string) => {
      setChecked(undefined);
      form.reset({ promoCode: '' });
      form.setError('promoCode', { message });
      focusWhenShown.current = true;
    },
    [form],
  );

  /** Whether the field, now shown, takes the focus: once, after a refusal at checkout. */
  function takeFocus(): boolean {
    const take = focusWhenShown.current;
    focusWhenShown.current = false;
    return take;
  }

  /**
   * Whether the checkout may go on: a code typed but never applied would be lost without a word, so the field says
   * what to do instead.
   */
  function readyToPay(): boolean {
    if (applied || form.getValues('promoCode').trim() === '') return true;
    form.setError('promoCode', { message: PROMO_CODE_MESSAGES.notApplied }, { shouldFocus: true });
    return false;
  }

  return {
    form,
    applied,
    /** A code was applied for another price: it has to be applied again. */
    outdated: checked !== undefined && applied === undefined,
    checking,
    apply,
    remove,
    refuse,
    takeFocus,
    readyToPay,
    /** KES the checkout is about to charge. */
    total: applied?.total ?? amount,
    /** What the checkout sends as `promoCode`. */
    code: applied?.code,
  };
}

export type PromoCode = ReturnType<typeof usePromoCode>;
