import { Link } from 'react-router';
import { paths } from '../config/paths';
import { T } from '../i18n';
import { useHouse } from '../lib/house-store';

/** The seeds of the member's current pair: the server seed only as its commitment, and the next nonce. */
export function FairnessPanel() {
  const { state } = useHouse();
  if (!state) return null;
  const { fairness } = state;
  return (
    <section className="panel" aria-labelledby="fair-title">
      <h2 id="fair-title">{T.fairTitle}</h2>
      <dl className="seeds">
        <dt>{T.serverSeedHash}</dt>
        <dd className="mono">{fairness.serverSeedHash}</dd>
        <dt>{T.clientSeed}</dt>
        <dd className="mono">{fairness.clientSeed}</dd>
        <dt>{T.nonce}</dt>
        <dd className="mono">{fairness.nonce}</dd>
      </dl>
      <Link className="link" to={paths.verify}>
        {T.verifyLink}
      </Link>
    </section>
  );
}
