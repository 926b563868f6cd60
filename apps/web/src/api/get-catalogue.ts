import { gameEntry, getCatalogue, type GameCategory, type GameEntry } from '@chokdee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readJson, writeItem } from '../lib/storage';
import { call } from './client';
import { usePrefix } from './get-prefix';

/** localStorage: the last catalogue seen, with the partner it belongs to (SPEC §7). */
const CATALOGUE_KEY = 'chokdee.catalogue';

const storedCatalogue = z.object({ partner: z.string(), games: z.array(gameEntry) });
type StoredCatalogue = z.infer<typeof storedCatalogue>;

/** The stored catalogue, only when it is the current partner's (a partner switch invalidates it). */
export function readStoredCatalogue(partner: string): GameEntry[] | undefined {
  const stored = readJson(CATALOGUE_KEY, storedCatalogue);
  return stored?.partner === partner ? stored.games : undefined;
}

/**
 * The whole catalogue of the site's partner, fetched once and filtered per category on the client: one
 * request serves every game page, and the copy kept locally paints the tiles on the next visit at once.
 */
async function fetchCatalogue(partner: string): Promise<GameEntry[]> {
  const { data } = await call(getCatalogue);
  writeItem(CATALOGUE_KEY, JSON.stringify({ partner, games: data } satisfies StoredCatalogue));
  return data;
}

export const catalogueQueryOptions = (partner: string) =>
  queryOptions({
    queryKey: ['games', 'catalogue', partner],
    queryFn: () => fetchCatalogue(partner),
    staleTime: 5 * 60_000,
    initialData: () => readStoredCatalogue(partner),
    initialDataUpdatedAt: 0,
  });

/** The games of one category, or all of them; waits for the site config to know the partner. */
export function useCatalogue(category?: GameCategory) {
  const prefix = usePrefix();
  const partner = prefix.data?.Partner;
  const query = useQuery({
    ...catalogueQueryOptions(partner ?? ''),
    enabled: partner !== undefined,
    select: (games) => (category ? games.filter((g) => g.category === category) : games),
  });
  // Without the site config there is no partner to ask for: then its failure is the page's.
  const configFailed = partner === undefined && prefix.isError;
  return {
    games: query.data,
    isPending: query.isPending && !configFailed,
    error: configFailed ? prefix.error : query.error,
    retry: () => void (partner === undefined ? prefix.refetch() : query.refetch()),
  };
}
