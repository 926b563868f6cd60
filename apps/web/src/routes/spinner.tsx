import { TH_WEB } from '@chokdee/contracts';
import { Page } from '../components/page';
import { PrizeWheel } from '../components/prize-wheel';
import '../styles/games-rewards.css';

/** /spinner: the prize wheel. */
export function SpinnerRoute() {
  return (
    <Page title={TH_WEB.navSpinner} className="narrow">
      <PrizeWheel />
    </Page>
  );
}
