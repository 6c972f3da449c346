import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from '../../../app/router';
import { z } from 'zod/mini';
import { api, unwrap } from '../../../api/client';
import { PROOF_OF_WORK_HEADER, useProofOfWork } from '../../../api/proof-of-work';
import { Button } from '../../../ui/button';
import { SelectField, TextArea } from '../../../ui/form-field';
import { useFormSubmission } from '../use-form-submission';
import { requiredText, visitorDefaults, visitorShape } from '../visitor-form';
import { VisitorFields } from './visitor-fields';

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Membership Information',
  'Event Booking',
  'Partnership Opportunity',
  'Technical Support',
] as const;
type Subject = (typeof CONTACT_SUBJECTS)[number];

const contactSchema = z.object({
  ...visitorShape,
  subject: z.enum(CONTACT_SUBJECTS, 'Please choose a subject'),
  message: requiredText('Message is required'),
});
type ContactInput = z.input<typeof contactSchema>;
const BLANK: ContactInput = { ...visitorDefaults, subject: 'General Inquiry', message: '' };

/**
 * Links elsewhere can fill the form in: `?subject=Event Booking&event=…` picks the subject and starts the message
 * (events themselves are registered for in their own form).
 */
function usePrefill(): ContactInput {
  const [params] = useSearchParams();
  const asked = params.get('subject');
  const subject: Subject = CONTACT_SUBJECTS.find((choice) => choice === asked) ?? 'General Inquiry';
  const event = params.get('event');
  return { ...BLANK, subject, message: event ? `I would like to register for ${event}.` : '' };
}

export function ContactForm() {
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: usePrefill() });
  const proofOfWork = useProofOfWork();
  const { submit, sending } = useFormSubmission({
    form,
    blank: BLANK,
    send: async (body) =>
      unwrap(
        api.POST('/api/contacts', { body, params: { header: { [PROOF_OF_WORK_HEADER]: await proofOfWork.take() } } }),
      ),
    success: {
      title: 'Message Sent Successfully!',
      description: "Thank you for reaching out. We'll get back to you within 24 hours.",
    },
    failure: {
      title: 'Message Failed to Send',
      fallback: 'There was an error sending your message. Please try again.',
    },
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Contact form" className="space-y-5">
        <VisitorFields />
        <SelectField label="Subject" required error={errors.subject?.message} {...form.register('subject')}>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
        <TextArea
          label="Message"
          required
          rows={6}
          placeholder="How can we help?"
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-5" /> {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </FormProvider>
  );
}
