import { useEffect } from 'react';
import QueryProvider from '../../../app/query-provider';
import { type Position } from '../openings';
import { ApplicationForm, useApplicationForm } from './application-form';

/** A role picked with an opening's Apply button; a new object each time, so picking the same role again counts. */
export interface PickedPosition {
  position: Position;
}

/**
 * The application form with its state and the query library that sends it: loaded on first use, so the careers
 * page reads like a content page until someone applies. A picked role fills in the position field.
 */
export function ApplicationPart({ picked }: { picked?: PickedPosition }) {
  const form = useApplicationForm();
  useEffect(() => {
    if (picked)
      form.setValue('position', picked.position, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [picked, form]);
  return (
    <QueryProvider>
      <ApplicationForm form={form} />
    </QueryProvider>
  );
}
