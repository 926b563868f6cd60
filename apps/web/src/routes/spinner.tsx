import { Page } from '../components/page';
import { PrizeWheel } from '../components/prize-wheel';
import '../styles/games-rewards.css';
import { TEXT } from '../lib/text';

/** /spinner: the prize wheel. */
export function SpinnerRoute() {
  return (
    <Page title={TEXT.navSpinner} className="narrow">
      <PrizeWheel />
    </Page>
  );
}
