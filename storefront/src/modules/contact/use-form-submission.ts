import { useMutation } from '@tanstack/react-query';
import { type FieldValues, type UseFormReturn } from 'react-hook-form';
import { messageOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { showServerFieldErrors } from './visitor-form';

interface Submission<TValues extends FieldValues, TBody> {
  form: UseFormReturn<TValues, unknown, TBody>;
  /** What the form shows again after a successful send. */
  blank: TValues;
  send: (body: TBody) => Promise<unknown>;
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
}

/**
 * Sends a public form: the spec's success toast and a fresh form, or its failure toast with the server's message
 * (falling back to the spec's text) and the server's field messages beside their fields.
 */
export function useFormSubmission<TValues extends FieldValues, TBody>({
  form,
  blank,
  send,
  success,
  failure,
}: Submission<TValues, TBody>) {
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      form.reset(blank);
      toast(success);
    },
    onError: (error) => {
      toast({ title: failure.title, description: messageOf(error, failure.fallback), variant: 'destructive' });
      showServerFieldErrors(error, form.setError, Object.keys(form.getValues()));
    },
  });
  return { submit: form.handleSubmit((body) => mutation.mutate(body)), sending: mutation.isPending };
}
