import { TH_WEB } from '@chokdee/contracts';
import { Link } from 'react-router';
import { InfoSection } from '../components/info-section';
import { Page } from '../components/page';
import { HelpLine } from '../components/site-footer';
import { paths } from '../config/paths';

/** The controls a member has over their own play (issue 27 items 1 to 4), in plain Thai. */
const CONTROLS = [
  [TH_WEB.playLimitsTitle, TH_WEB.playLimitsText],
  [TH_WEB.playTimeTitle, TH_WEB.playTimeText],
  [TH_WEB.playBreakTitle, TH_WEB.playBreakText],
  [TH_WEB.playRealityTitle, TH_WEB.playRealityText],
] as const;

/**
 * เล่นอย่างรับผิดชอบ (issue 27 item 7): play as entertainment, the controls, the signs to stop, and the help
 * line (one constant, contracts terms.ts). Open to visitors; every footer links it.
 */
export function PlayResponsiblyRoute() {
  return (
    <Page title={TH_WEB.playTitle} className="info-page">
      <p>{TH_WEB.playIntro}</p>
      <InfoSection id="play-controls" title={TH_WEB.playControlsTitle}>
        <dl className="info-page__controls">
          {CONTROLS.map(([title, text]) => (
            <div key={title}>
              <dt>{title}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to={paths.playCare.getHref()}>{TH_WEB.playCareSetHere}</Link>
        </p>
      </InfoSection>
      <InfoSection id="play-signs" title={TH_WEB.playSignsTitle}>
        <ul className="info-page__list">
          {TH_WEB.playSigns.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="play-help" title={TH_WEB.playHelpTitle} className="notes">
        <p>{TH_WEB.playHelpText}</p>
        <HelpLine />
      </InfoSection>
    </Page>
  );
}
