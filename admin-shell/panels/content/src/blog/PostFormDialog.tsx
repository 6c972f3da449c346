import { Grid } from '@mui/material';
import {
  FormCheckbox,
  FormDialog,
  FormSelect,
  FormTextField,
  resolverFrom,
  useCreateOrUpdate,
  type AdminBlogPost,
  type BlogPostBody,
} from 'admin-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormImageField } from '../images/ImageUploadField';
import { BLOG_CATEGORIES, postBody, postFormValues, validatePostForm, type PostFormValues } from './post-form';

interface PostFormDialogProps {
  /** The post to edit; none to write one. */
  post?: AdminBlogPost;
  onClose: () => void;
}

/** New Post / Edit Post: the body in Markdown; saved as a draft or published (now, or at a chosen time). */
export function PostFormDialog({ post, onClose }: PostFormDialogProps) {
  const { control, handleSubmit, watch } = useForm<PostFormValues>({
    defaultValues: postFormValues(post),
    resolver: resolverFrom(validatePostForm),
  });
  const [uploading, setUploading] = useState(false);
  const { save, busy } = useCreateOrUpdate<BlogPostBody>('posts', post, {
    created: 'Post created successfully',
    updated: 'Post updated successfully',
    createFailure: 'Failed to create post',
    updateFailure: 'Failed to update post',
    onSuccess: onClose,
  });
  const published = watch('published');

  return (
    <FormDialog
      title={post ? 'Edit Post' : 'New Post'}
      submitLabel={post ? 'Update Post' : 'Create Post'}
      busy={busy}
      submitDisabled={uploading}
      maxWidth="md"
      onSubmit={handleSubmit((values) => save(postBody(values)))}
      onClose={onClose}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="title" label="Title" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="slug"
            label="Slug"
            helperText="The address /blog/<slug>; blank makes one from the title"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormSelect
            control={control}
            name="category"
            label="Category"
            choices={BLOG_CATEGORIES.map((value) => ({ value, label: value }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField control={control} name="author" label="Author" required />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="excerpt"
            label="Excerpt"
            multiline
            minRows={2}
            helperText="The summary lists and link previews show; blank takes the start of the body"
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="content"
            label="Body (Markdown)"
            required
            multiline
            minRows={10}
            helperText="**bold**, *italic*, ## headings, - lists, [links](https://…); HTML shows as text"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormCheckbox control={control} name="published" label="Published" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="publishAt"
            label="Publish date (Nairobi)"
            type="datetime-local"
            disabled={!published}
            helperText={published ? 'Blank: now; a later time schedules it' : 'Drafts stay off the site'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormCheckbox control={control} name="featured" label="Featured" />
        </Grid>
        <Grid size={12}>
          <FormImageField control={control} name="image" label="Post picture" onBusyChange={setUploading} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
