import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, ApiError, messageOf, type Schemas, unwrap } from '../../../api/client';
import { Button } from '../../../ui/button';
import MpesaPanel from '../../checkout/mpesa-panel';
import { PayMethodFields } from '../../checkout/pay-method-fields';
import {
  DEFAULT_PAY_METHOD,
  type PayMethod,
  payMethodFields,
  payMethodSchema,
  suggestedMpesaPhone,
} from '../../checkout/pay-method-schema';
import { type StartedPayment } from '../../checkout/use-checkout-payment';
import { asMember, type PortalSession, SESSION_KEY } from '../hooks/member-session';
import { MEMBERSHIPS_KEY } from '../hooks/use-member-portal';
import { type MemberMembership } from '../portal-text';

type MemberCheckout = Schemas['MemberCheckoutDto'];

/** The member checkout's answer, as the M-Pesa panel follows it (the amount is the membership's, shown on its card). */
function startedOf(answer: MemberCheckout): StartedPayment {
  return {
    isFree: false,
    amount: 0,
    reference: answer.reference,
    accessCode: null,
    authorizationUrl: answer.authorizationUrl,
    holdExpiresAt: null,
    originalAmount: 0,
    discount: 0,
    promoCode: null,
    status: answer.status,
    channel: answer.status === 'checkout' ? 'card' : 'mpesa',
    mpesaPhone: answer.mpesaPhone,
    message: answer.message,
  };
}

interface MembershipPayChoiceProps {
  membership: MemberMembership;
  /** Paid on the phone: the card says so. */
  onPaid(): void;
  onCancel(): void;
}

/**
 * "Pay now" on a membership card: an M-Pesa PIN prompt to the member's phone (the default) and the panel that follows
 * it, or Paystack's payment page. Loaded when "Pay now" is first pressed.
 */
export default function MembershipPayChoice({ membership, onPaid, onCancel }: MembershipPayChoiceProps) {
  const client = useQueryClient();
  const member = client.getQueryData<PortalSession>(SESSION_KEY)?.member;
  const [prompt, setPrompt] = useState<StartedPayment>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<PayMethod>({
    resolver: zodResolver(payMethodSchema),
    defaultValues: { ...DEFAULT_PAY_METHOD, mpesaPhone: suggestedMpesaPhone(member?.phone ?? '') },
  });

  async function pay(method: PayMethod) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(undefined);
    const { channel, mpesaPhone } = payMethodFields(method);
    try {
      const answer = await asMember(client, () =>
        unwrap(
          api.POST('/api/member/memberships/{id}/pay', {
            params: { path: { id: membership.id } },
            body: { channel, ...(mpesaPhone ? { mpesaPhone } : {}) },
          }),
        ),
      );
      // Paystack's page: the page leaves for it (and the button stays busy until it has).
      if (answer.status === 'checkout' && answer.authorizationUrl)
        return window.location.assign(answer.authorizationUrl);
      setPrompt(startedOf(answer));
    } catch (error) {
      if (error instanceof ApiError && error.errors?.mpesaPhone)
        setError('mpesaPhone', { message: error.errors.mpesaPhone }, { shouldFocus: true });
      else
        setProblem(messageOf(error, 'The payment could not be started. Please check your connection and try again.'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  if (prompt)
    return (
      <div className="mt-5">
        <MpesaPanel
          started={prompt}
          onPaid={() => {
            void client.invalidateQueries({ queryKey: MEMBERSHIPS_KEY });
            onPaid();
          }}
          onPayByCard={(payment) => payment.authorizationUrl && window.location.assign(payment.authorizationUrl)}
        />
      </div>
    );
  return (
    <form noValidate className="mt-5 space-y-4" onSubmit={handleSubmit((values) => void pay(values))}>
      <PayMethodFields
        register={register}
        errors={errors}
        disabled={busy}
        channel={watch('channel')}
        payable
        smsBox={false}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy}>
          {busy ? 'Starting payment...' : 'Pay'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
