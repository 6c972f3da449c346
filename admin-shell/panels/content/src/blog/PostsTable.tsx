import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Badge,
  formatDateTime,
  RowEditDeleteButtons,
  SortableHeader,
  type AdminBlogPost,
  type ColumnSort,
} from 'admin-kit';
import { FeaturedTitleCell } from '../site-items/FeaturedTitleCell';
import { POST_STATUS_LABELS } from './post-form';
import { POST_FIRST_ORDER, type PostSortField } from './posts-query';

export type PostAction = 'edit' | 'delete' | 'publish' | 'unpublish';

const STATUS_LOOK = { draft: 'secondary', scheduled: 'warning', published: 'success' } as const;

interface PostsTableProps {
  rows: readonly AdminBlogPost[];
  sort: ColumnSort<PostSortField>;
  onSort: (field: PostSortField) => void;
  actions: { edit: boolean; delete: boolean };
  /** The post whose publish/unpublish is on its way. */
  busyId?: string;
  onAction: (action: PostAction, post: AdminBlogPost) => void;
}

/** A page of posts: title and address, category, author, status with its publish date, and the row's actions. */
export function PostsTable({ rows, sort, onSort, actions, busyId, onAction }: PostsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Blog posts">
        <TableHead>
          <TableRow>
            <SortableHeader field="title" sort={sort} onSort={onSort} firstOrder={POST_FIRST_ORDER.title}>
              Post
            </SortableHeader>
            <SortableHeader field="category" sort={sort} onSort={onSort} firstOrder={POST_FIRST_ORDER.category}>
              Category
            </SortableHeader>
            <SortableHeader field="author" sort={sort} onSort={onSort} firstOrder={POST_FIRST_ORDER.author}>
              Author
            </SortableHeader>
            <SortableHeader field="publishedAt" sort={sort} onSort={onSort}>
              Status
            </SortableHeader>
            <SortableHeader field="updatedAt" sort={sort} onSort={onSort}>
              Changed
            </SortableHeader>
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((post) => (
            <TableRow key={post.id} hover data-testid="post-row">
              <FeaturedTitleCell title={post.title} featured={post.featured} caption={`/blog/${post.slug}`} />
              <TableCell>
                <Badge label={post.category} variant="outline" />
              </TableCell>
              <TableCell>{post.author}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Badge label={POST_STATUS_LABELS[post.status]} variant={STATUS_LOOK[post.status]} />
                {post.status !== 'draft' && post.publishedAt && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatDateTime(post.publishedAt)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(post.updatedAt)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                  {actions.edit && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busyId === post.id}
                      onClick={() => onAction(post.published ? 'unpublish' : 'publish', post)}
                      aria-label={`${post.published ? 'Unpublish' : 'Publish'} ${post.title}`}
                    >
                      {post.published ? 'Unpublish' : 'Publish'}
                    </Button>
                  )}
                  <RowEditDeleteButtons
                    label={`post ${post.title}`}
                    onEdit={actions.edit ? () => onAction('edit', post) : undefined}
                    onDelete={actions.delete ? () => onAction('delete', post) : undefined}
                  />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
