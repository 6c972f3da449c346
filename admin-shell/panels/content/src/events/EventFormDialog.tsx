import { Grid } from '@mui/material';
import {
  FormCheckbox,
  FormDialog,
  FormSelect,
  FormTextField,
  resolverFrom,
  useCreateOrUpdate,
  type AdminEvent,
  type EventBody,
} from 'admin-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormImageField } from '../images/ImageUploadField';
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  eventBody,
  eventFormValues,
  validateEventForm,
  type EventFormValues,
} from './event-form';

interface EventFormDialogProps {
  /** The event to edit; none to add one. */
  event?: AdminEvent;
  onClose: () => void;
}

/** Add Event / Edit Event: saved, it is on the site at once (while its date is today or later). */
export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  const { control, handleSubmit } = useForm<EventFormValues>({
    defaultValues: eventFormValues(event),
    resolver: resolverFrom(validateEventForm),
  });
  const [uploading, setUploading] = useState(false);
  const { save, busy } = useCreateOrUpdate<EventBody>('events', event, {
    created: 'Event created successfully',
    updated: 'Event updated successfully',
    createFailure: 'Failed to create event',
    updateFailure: 'Failed to update event',
    onSuccess: onClose,
  });

  return (
    <FormDialog
      title={event ? 'Edit Event' : 'Add Event'}
      submitLabel={event ? 'Update Event' : 'Create Event'}
      busy={busy}
      submitDisabled={uploading}
      maxWidth="md"
      onSubmit={handleSubmit((values) => save(eventBody(values)))}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="title" label="Title" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelect
            control={control}
            name="category"
            label="Category"
            choices={EVENT_CATEGORIES.map((value) => ({ value, label: EVENT_CATEGORY_LABELS[value] }))}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="description" label="Description" required multiline minRows={3} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="date"
            label="Date"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="time"
            label="Time"
            required
            helperText="e.g. 18:00 - 20:00 (Nairobi)"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="location" label="Location" helperText="Blank: the hub" />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            control={control}
            name="capacity"
            label="Capacity (seats)"
            type="number"
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField control={control} name="price" label="Price (KES)" helperText="0 is Free" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormCheckbox control={control} name="featured" label="Featured" />
        </Grid>
        <Grid size={12}>
          <FormImageField control={control} name="image" label="Event picture" onBusyChange={setUploading} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
