import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Badge } from '../../../ui/layout';
import { type BlogPost } from '../hooks/use-blog-posts';
import { ArticleByline } from './article-card';

/** The whole article over the list; posts are plain paragraphs separated by blank lines. */
export function ArticleDialog({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  return (
    <Dialog.Root open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 top-10 z-50 mx-auto flex max-w-3xl flex-col rounded-t-2xl bg-white shadow-2xl sm:inset-y-10 sm:rounded-2xl"
        >
          {post && (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-6">
                <div>
                  <Badge>{post.category}</Badge>
                  <Dialog.Title className="mt-3 text-2xl font-bold text-slate-900">{post.title}</Dialog.Title>
                  <ArticleByline post={post} />
                </div>
                <Dialog.Close className="rounded-lg p-2 text-slate-700 hover:bg-slate-100" aria-label="Close article">
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <div className="space-y-4 overflow-y-auto p-6 text-lg leading-relaxed text-slate-700">
                {post.content
                  .split(/\n\s*\n/)
                  .filter((paragraph) => paragraph.trim())
                  .map((paragraph, index) => (
                    <p key={index}>{paragraph.trim()}</p>
                  ))}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
