import {
  AddButton,
  ConfirmDialog,
  FilterBar,
  hasFilters,
  ListTable,
  ScreenHeader,
  SelectFilter,
  ServerListBase,
  useAllowed,
  useColumnSort,
  useDeleteRecord,
  useListFilters,
  useOutcomeToasts,
  type AdminBlogPost,
} from 'admin-kit';
import { useState } from 'react';
import { useListContext, useUpdate } from 'react-admin';
import { BLOG_CATEGORIES, POST_STATUS_LABELS } from './post-form';
import { PostFormDialog } from './PostFormDialog';
import { DEFAULT_POST_SORT, NO_POST_FILTERS, POST_FIRST_ORDER, type PostSortField } from './posts-query';
import { PostsTable, type PostAction } from './PostsTable';

const CATEGORY_CHOICES = BLOG_CATEGORIES.map((value) => ({ value, label: value }));
const STATUS_CHOICES = Object.entries(POST_STATUS_LABELS).map(([value, label]) => ({ value, label }));

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; post: AdminBlogPost } | null;

/** Content tab: "Content Management", the blog's posts, paged on the server, written and published in dialogs. */
export function BlogScreen() {
  return (
    <ServerListBase<AdminBlogPost> resource="posts" sort={DEFAULT_POST_SORT}>
      <PostsList />
    </ServerListBase>
  );
}

function PostsList() {
  const { refetch, isFetching } = useListContext<AdminBlogPost>();
  const { filters, changeFilters } = useListFilters(NO_POST_FILTERS);
  const { sort, onSort } = useColumnSort<PostSortField>(POST_FIRST_ORDER);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const mayCreate = useAllowed('blog', 'create');
  const mayEdit = useAllowed('blog', 'edit');
  const mayDelete = useAllowed('blog', 'delete');
  const toasts = useOutcomeToasts();
  const [updatePost, updating] = useUpdate<AdminBlogPost>();
  const [publishing, setPublishing] = useState<string>();
  const { remove, busy: deleting } = useDeleteRecord<AdminBlogPost>('posts', {
    deleted: 'Post deleted successfully',
    failure: 'Failed to delete post',
    onSuccess: close,
  });
  // Publishing keeps a chosen publish date (a scheduled post); without one the post goes live now.
  const setPublished = (post: AdminBlogPost, published: boolean) => {
    setPublishing(post.id);
    updatePost(
      'posts',
      { id: post.id, data: { published }, previousData: post },
      toasts({
        success: published ? 'Post published' : 'Post moved back to drafts',
        failure: published ? 'Failed to publish post' : 'Failed to unpublish post',
      }),
    );
  };
  const act = (action: PostAction, post: AdminBlogPost) => {
    if (action === 'publish' || action === 'unpublish') setPublished(post, action === 'publish');
    else setDialog({ kind: action, post });
  };

  return (
    <section>
      <ScreenHeader
        title="Content Management"
        subtitle="Blog posts: drafts stay here; published posts show on the Blog page and have their own page"
        onRefresh={() => refetch()}
        refreshing={isFetching}
        actions={mayCreate && <AddButton onClick={() => setDialog({ kind: 'create' })}>Add Content</AddButton>}
      />
      <FilterBar
        label="Filter posts"
        searchPlaceholder="Title, excerpt, author, slug"
        filters={filters}
        noFilters={NO_POST_FILTERS}
        onChange={changeFilters}
      >
        <SelectFilter
          label="Status"
          value={filters.status}
          choices={STATUS_CHOICES}
          onChange={(status) => changeFilters({ ...filters, status })}
        />
        <SelectFilter
          wide
          label="Category"
          value={filters.category}
          choices={CATEGORY_CHOICES}
          onChange={(category) => changeFilters({ ...filters, category })}
        />
      </FilterBar>
      <ListTable<AdminBlogPost> emptyText={hasFilters(filters) ? 'No posts match these filters' : 'No posts found'}>
        {(rows) => (
          <PostsTable
            rows={rows}
            sort={sort}
            onSort={onSort}
            actions={{ edit: mayEdit, delete: mayDelete }}
            busyId={updating.isPending ? publishing : undefined}
            onAction={act}
          />
        )}
      </ListTable>
      {dialog?.kind === 'create' && <PostFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <PostFormDialog key={dialog.post.id} post={dialog.post} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog open title="Delete Post" busy={deleting} onClose={close} onConfirm={() => remove(dialog.post)}>
          Are you sure you want to delete “{dialog.post.title}”? It leaves the site at once. This action cannot be
          undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
