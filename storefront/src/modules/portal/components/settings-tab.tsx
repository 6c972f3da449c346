import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, messageOf } from '../../../api/client';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-field';
import { Card } from '../../../ui/layout';
import { CompanyFields } from '../../checkout/company-receipt-fields';
import { NameFields, PhoneField } from '../../checkout/contact-fields';
import { useUpdateProfile } from '../hooks/use-member-portal';
import { type MemberProfile } from '../portal-text';
import { CalendarFeedCard } from './calendar-feed-card';
import { CardSkeletons } from '../../../ui/query-view';

// Consents, the data download and erasure: loaded with this tab, so the portal's first paint never carries them.
const YourDataSection = lazy(async () => ({
  default: (await import('../privacy/your-data-section')).YourDataSection,
}));
import {
  profileBody,
  profileFieldErrors,
  profileFormValues,
  type ProfileInput,
  profileSchema,
  type ProfileValues,
} from '../profile-schema';

/**
 * The member's profile: names, phone, and the company name and KRA PIN printed on receipts. The form checks what
 * it can; the server's refusals are shown under their fields. Below it, the private calendar feed, then the member's
 * consents, data download and erasure.
 */
export function SettingsTab({ member }: { member: MemberProfile }) {
  const save = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileFormValues(member),
  });

  function submit(values: ProfileValues) {
    setSaved(false);
    setFailure(undefined);
    save.mutate(profileBody(values), {
      onSuccess: (updated) => {
        reset(profileFormValues(updated));
        setSaved(true);
      },
      onError: (error) => {
        const fields = profileFieldErrors(error instanceof ApiError ? error.errors : undefined);
        fields.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
        if (fields.length === 0)
          setFailure(messageOf(error, 'Your details could not be saved. Please check your connection and try again.'));
      },
    });
  }

  const busy = save.isPending;
  return (
    <div className="space-y-6">
      <Card className="max-w-2xl p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Profile</h2>
        <p className="mt-1 text-sm text-slate-600">
          Your company name and KRA PIN are printed on the receipts of your membership renewals.
        </p>
        <form onSubmit={handleSubmit(submit)} noValidate aria-label="Profile" className="mt-5 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <NameFields register={register} errors={errors} disabled={busy} />
          </div>
          <TextField
            label="Email"
            type="email"
            value={member.email}
            readOnly
            className="bg-slate-50 text-slate-700"
            hint="Sign-in links go to this address. To change it, contact us."
          />
          <PhoneField register={register} errors={errors} disabled={busy} mpesaHint />
          <CompanyFields register={register} errors={errors} disabled={busy} />
          <div role="status">
            {saved && (
              <p className="flex gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                Your details are saved.
              </p>
            )}
          </div>
          <div role="alert">
            {failure && <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{failure}</p>}
          </div>
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </Card>
      <CalendarFeedCard />
      <Suspense fallback={<CardSkeletons count={1} label="Loading your data choices" />}>
        <YourDataSection />
      </Suspense>
    </div>
  );
}
