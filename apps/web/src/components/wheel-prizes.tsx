import { TH_WEB, type WheelPrize } from '@chokdee/contracts';
import { formatOdds } from '../lib/wheel-fairness';

/** Every segment with its real chance (from the server's prize weights), in wheel order. */
export function WheelPrizes({ prizes }: { prizes: (WheelPrize & { odds: number })[] }) {
  const ordered = [...prizes].sort((a, b) => a.index - b.index);
  return (
    <table className="odds-table">
      <caption className="card__title">{TH_WEB.wheelPrizes}</caption>
      <thead>
        <tr>
          <th scope="col">{TH_WEB.wheelResultTitle}</th>
          <th scope="col">{TH_WEB.wheelOdds}</th>
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
