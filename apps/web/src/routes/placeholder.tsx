import { TH_WEB } from '@chokdee/contracts';
import { useParams } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { Page } from '../components/page';

/** A screen whose API has not landed yet: its title and the empty state of SPEC §8. */
export function PlaceholderRoute({ title }: { title: string }) {
  const { category } = useParams();
  return (
    <Page title={category ? `${title}: ${category}` : title}>
      <EmptyState note={TH_WEB.comingSoon} />
    </Page>
  );
}
