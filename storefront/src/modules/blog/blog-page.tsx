import { PageHero } from '../../ui/layout';

export default function Page() {
  return <PageHero title="Blog" />;
}
