import { ComingSoon } from '../ComingSoon';

/** Content tab: a placeholder until blog management is built (spec section 2). */
export function BlogScreen() {
  return (
    <ComingSoon
      title="Content Management"
      text="Blog and content management functionality coming soon"
      addLabel="Add Content"
      resource="blog"
    />
  );
}
