import { type WheelPrize } from '@chokdee/contracts';
import { formatOdds } from '../lib/wheel-fairness';
import { TEXT } from '../lib/text';

/** Every segment with its real chance (from the server's prize weights), in wheel order. */
export function WheelPrizes({ prizes }: { prizes: (WheelPrize & { odds: number })[] }) {
  const ordered = [...prizes].sort((a, b) => a.index - b.index);
  return (
    <table className="odds-table">
      <caption className="card__title">{TEXT.wheelPrizes}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXT.wheelResultTitle}</th>
          <th scope="col">{TEXT.wheelOdds}</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((p) => (
          <tr key={p.id}>
            <td>{p.label}</td>
            <td className="amount">{formatOdds(p.odds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
