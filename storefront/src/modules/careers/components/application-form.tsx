import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import { api, unwrap } from '../../../api/client';
import { PROOF_OF_WORK_HEADER, useProofOfWork } from '../../../api/proof-of-work';
import { Button } from '../../../ui/button';
import { SelectField, TextArea, TextField } from '../../../ui/form-field';
import { VisitorFields } from '../../contact/components/visitor-fields';
import { useFormSubmission } from '../../contact/use-form-submission';
import { optionalText, visitorDefaults, visitorShape } from '../../contact/visitor-form';
import { POSITIONS } from '../openings';

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

const applicationSchema = z.object({
  // Any text in, one of the openings out: the select starts on '' (no choice yet).
  position: z.pipe(z.string(), z.enum(POSITIONS, 'Please choose a position')),
  ...visitorShape,
  coverLetter: optionalText(),
  resumeUrl: optionalText(WEB_ADDRESS, 'Resume link must be a web address starting with http:// or https://'),
});
type ApplicationInput = z.input<typeof applicationSchema>;
type ApplicationBody = z.output<typeof applicationSchema>;
export type ApplicationFormApi = UseFormReturn<ApplicationInput, unknown, ApplicationBody>;

const BLANK: ApplicationInput = { position: '', ...visitorDefaults, coverLetter: '', resumeUrl: '' };

/** The form's state lives with its owner (application-part.tsx): the openings' Apply buttons fill in the position. */
export function useApplicationForm(): ApplicationFormApi {
  return useForm<ApplicationInput, unknown, ApplicationBody>({
    resolver: zodResolver(applicationSchema),
    defaultValues: BLANK,
  });
}

export function ApplicationForm({ form }: { form: ApplicationFormApi }) {
  const proofOfWork = useProofOfWork();
  const { submit, sending } = useFormSubmission({
    form,
    blank: BLANK,
    send: async (body) =>
      unwrap(
        api.POST('/api/job-applications', {
          body,
          params: { header: { [PROOF_OF_WORK_HEADER]: await proofOfWork.take() } },
        }),
      ),
    success: {
      title: 'Application Submitted Successfully!',
      description: "Thank you for your interest. We'll get back to you within a week.",
    },
    failure: {
      title: 'Application Failed',
      fallback: 'There was an error submitting your application. Please try again.',
    },
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Job application" className="space-y-5">
        <SelectField label="Position" required error={errors.position?.message} {...form.register('position')}>
          <option value="">Choose a position</option>
          {POSITIONS.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </SelectField>
        <VisitorFields />
        <TextArea
          label="Cover Letter (optional)"
          rows={6}
          placeholder="Tell us about yourself and why you would like to join the team."
          error={errors.coverLetter?.message}
          {...form.register('coverLetter')}
        />
        <TextField
          label="Link to Your CV (optional)"
          type="url"
          placeholder="https://drive.google.com/..."
          hint="A shareable link to your CV or LinkedIn profile."
          error={errors.resumeUrl?.message}
          {...form.register('resumeUrl')}
        />
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </form>
    </FormProvider>
  );
}
