import { adminReportGames } from '@chokdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '../lib/report-range';
import { call } from './client';

export const reportGamesKey = ['report-games'] as const;

export const reportGamesQuery = ({ from, to }: DayRange) =>
  queryOptions({
    queryKey: [...reportGamesKey, { from, to }],
    queryFn: async ({ signal }) =>
      (await call(adminReportGames, undefined, { signal, query: { from, to } })).data,
  });

/** GGR and NGR of the range: the total, per provider and per game (one answer holds all three). */
export const useReportGames = (range: DayRange) =>
  useQuery({ ...reportGamesQuery(range), placeholderData: keepPreviousData });
