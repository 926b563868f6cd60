import {
  FISH_PRAWN_CRAB_SYMBOLS,
  liveListTables,
  type LiveResult,
  type LiveTableSummary,
} from '@chokdee/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Notice } from '../../components/notice';
import { Screen } from '../../components/screen';
import { paths } from '../../config/paths';
import { fill } from '../../i18n';
import { errorText, houseCall } from '../../lib/api';
import { takeLaunchTable } from '../../lib/launch-table';
import { useHouse } from '../../lib/house-store';
import { FpcIcon } from './fpc-icon';
import { LT, tableName } from './live-text';
import './live.css';

/** The list refreshes this often: phases and players move on while the member chooses. */
const REFRESH_MS = 5_000;

/** Fish-prawn-crab results take three symbols each: fewer of them fit a card. */
const FPC_SHOWN = 6;

/**
 * The table's latest results as small beads: red banker/dragon, blue player/tiger, green tie; Hi-Lo's dice
 * totals; fish-prawn-crab's three symbols (a total means nothing in that game).
 */
export function RecentResults({ results }: { results: LiveResult[] }) {
  const recent = results.slice(results[0]?.kind === 'fishPrawnCrab' ? -FPC_SHOWN : -14);
  if (recent.length === 0) return <span className="small">{LT.noResults}</span>;
  return (
    <span className="beads" aria-label={LT.lastResults}>
      {recent.map((r, i) =>
        r.kind === 'baccarat' || r.kind === 'dragonTiger' ? (
          <span key={i} className={`bead bead-${r.road.side}`} aria-hidden="true" />
        ) : r.kind === 'fishPrawnCrab' ? (
          <svg key={i} className="bead-fpc" viewBox="0 0 300 100" width="48" height="16" aria-hidden="true">
            {r.dice.map((face, d) => (
              <FpcIcon key={d} symbol={FISH_PRAWN_CRAB_SYMBOLS[face - 1]!} x={d * 100} />
            ))}
          </svg>
        ) : (
          <span key={i} className="bead bead-dice" aria-hidden="true">
            {r.total}
          </span>
        ),
      )}
    </span>
  );
}

function TableCard({ table }: { table: LiveTableSummary }) {
  const dice = table.kind === 'hilo' || table.kind === 'fishPrawnCrab';
  const phase =
    table.phase === 'dealing' && dice
      ? LT.dicePhases.dealing
      : table.phase
        ? LT.phases[table.phase]
        : LT.waiting;
  const seconds =
    table.phase === 'betting' ? ` · ${fill(LT.secondsLeft, { s: Math.ceil(table.msLeft / 1000) })}` : '';
  return (
    <li>
      {/* Named by its text, "เข้าโต๊ะ" first for screen readers (axe label-content-name-mismatch). */}
      <Link className={`table-card k-${table.kind}`} to={paths.liveTable(table.id)}>
        <span className="table-kind" aria-hidden="true">
          {LT.kinds[table.kind]}
        </span>
        <strong>
          <span className="sr-only">{LT.enterTable} </span>
          {tableName(table)}
        </strong>
        <span className="small">
          {phase}
          {seconds} · {fill(LT.players, { count: table.players })}
        </span>
        <RecentResults results={table.results} />
      </Link>
    </li>
  );
}

/** The live tables, each with its phase, players and the shoe so far; a launch naming a table opens it. */
export function LivePage() {
  const house = useHouse();
  const navigate = useNavigate();
  const [tables, setTables] = useState<LiveTableSummary[]>();
  const [error, setError] = useState<string>();
  const ready = house.state !== undefined;

  useEffect(() => {
    const table = takeLaunchTable();
    if (table) void navigate(paths.liveTable(table), { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!ready) return;
    let gone = false;
    const load = () =>
      houseCall(liveListTables).then(
        (list) => {
          if (!gone) setTables(list);
        },
        (err: unknown) => {
          if (!gone) setError(errorText(err));
        },
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      gone = true;
      clearInterval(timer);
    };
  }, [ready]);

  const notice = house.error
    ? { text: house.error, kind: 'error' as const }
    : error
      ? { text: error, kind: 'error' as const }
      : { text: tables ? '' : LT.connecting, kind: 'info' as const };
  return (
    <Screen title={LT.listTitle} wide>
      <Notice notice={notice} />
      <ul className="live-tables" aria-label={LT.tables}>
        {tables?.map((t) => (
          <TableCard key={t.id} table={t} />
        ))}
      </ul>
    </Screen>
  );
}
